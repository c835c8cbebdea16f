import { describe, expect, it } from 'vitest';
import { monthFromSearch, shiftMonth } from './month.ts';

describe('commute month', () => {
  it('steps forward from December into January of the next year and back', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });

  it('reads the month from the address, else the current one', () => {
    expect(monthFromSearch(new URLSearchParams('year=2025&month=3'), '2026-11-25')).toEqual({ year: 2025, month: 3 });
    expect(monthFromSearch(new URLSearchParams(''), '2026-11-25')).toEqual({ year: 2026, month: 11 });
    expect(monthFromSearch(new URLSearchParams('year=2025&month=13'), '2026-11-25')).toEqual({ year: 2025, month: 11 });
  });
});
