import { describe, expect, it } from 'vitest';
import { formatHours, monthFromSearch, monthInput, monthSearch } from './month.ts';
import { shiftMonth } from '../../../ui/calendarMonth.ts';

const now = new Date('2026-12-15T10:00:00Z');

describe('timesheet month', () => {
  it('reads the month from the query, the current one when missing or bad', () => {
    expect(monthFromSearch(new URLSearchParams('year=2025&month=3'), now)).toEqual({ year: 2025, month: 3 });
    expect(monthFromSearch(new URLSearchParams(''), now)).toEqual({ year: 2026, month: 12 });
    expect(monthFromSearch(new URLSearchParams('year=x&month=13'), now)).toEqual({ year: 2026, month: 12 });
  });

  it('leaves year and month out of the query when current; December steps into January', () => {
    expect(monthSearch({ year: 2026, month: 12 }, now)).toEqual({});
    const next = shiftMonth(2026, 12, 1);
    expect(next).toEqual({ year: 2027, month: 1 });
    expect(monthInput(next, now)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
  });

  it('shows minutes as hours:minutes', () => {
    expect(formatHours(9720)).toBe('162:00');
    expect(formatHours(505)).toBe('8:25');
    expect(formatHours(0)).toBe('0:00');
  });
});
