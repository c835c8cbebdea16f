import { describe, expect, it } from 'vitest';
import { consumptions, readingsPayload, toReadingLines } from './readings.ts';

describe('meter readings on the form', () => {
  it('counts the consumption by date, whatever the order of the lines', () => {
    const lines = toReadingLines([
      { id: 1, date: '2026-01-01', value: 100, note: '', recorded_by: { id: 2, name: 'Nagy Eszter' } },
      { id: 2, date: '2026-03-01', value: 300.25, note: '' },
    ]);
    lines.push({ date: '2026-02-01', value: 180.1, note: '' });
    expect(consumptions(lines)).toEqual([null, 120.15, 80.1]);
    expect(lines[0].recorded_by).toBe('Nagy Eszter');
  });

  it('sends stored readings with their ids, new ones without', () => {
    expect(
      readingsPayload([
        { id: 4, date: '2026-01-01', value: 5, note: 'x', recorded_by: 'N' },
        { date: '2026-02-01', value: null, note: '' },
      ]),
    ).toEqual([
      { id: 4, date: '2026-01-01', value: 5, note: 'x' },
      { date: '2026-02-01', value: null, note: '' },
    ]);
  });
});
