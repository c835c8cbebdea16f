import { describe, expect, it } from 'vitest';
import { countWorkingDays, dayInfo, monthDays } from './working-days.ts';

describe('Hungarian working days', () => {
  it('knows holidays, decreed rest days and worked Saturdays', () => {
    expect(dayInfo('2026-08-20')).toEqual({ kind: 'holiday', name: 'Szent István ünnepe' });
    expect(dayInfo('2026-08-21').kind).toBe('rest_day');
    expect(dayInfo('2026-08-08').kind).toBe('swapped_workday');
    expect(dayInfo('2026-08-22').kind).toBe('weekend');
    expect(dayInfo('2026-08-24').kind).toBe('workday');
  });

  it('counts working days across a holiday and a swapped Saturday', () => {
    // 2026-08-03 (Mon) … 2026-08-23 (Sun): 15 weekdays + Saturday the 8th − the 20th and the 21st.
    expect(countWorkingDays('2026-08-03', '2026-08-23')).toBe(14);
    // Christmas week 2026: the 24th is a rest day, the 25th a holiday.
    expect(countWorkingDays('2026-12-21', '2026-12-27')).toBe(3);
    expect(countWorkingDays('2026-12-27', '2026-12-21')).toBe(0);
  });

  it('lists a month day by day', () => {
    const august = monthDays(2026, 8);
    expect(august).toHaveLength(31);
    expect(august.filter((d) => d.kind === 'workday' || d.kind === 'swapped_workday')).toHaveLength(20);
  });
});
