import { describe, expect, it } from 'vitest';
import { bodyOf, errorLines, formOf, setTrips } from './monthForm.ts';

const answer = {
  records: [{ date: '2026-11-02', commute_info: 7, towards: true, backwards: true }],
  monthly_pass_validities: [],
  homecoming: { type: null, trips: 0, distance: 0, cost: 0 },
};

describe('commute month form', () => {
  it('keeps one commute info a day unless several are allowed, and gives back the body in day order', () => {
    let form = formOf(answer);
    form = setTrips(form, '2026-11-02', 8, { towards: true, backwards: false }, [7, 8], false);
    form = setTrips(form, '2026-11-01', 7, { towards: false, backwards: true }, [7, 8], false);
    expect(bodyOf(form).records).toEqual([
      { date: '2026-11-01', commute_info: 7, towards: false, backwards: true },
      { date: '2026-11-02', commute_info: 8, towards: true, backwards: false },
    ]);
    const both = setTrips(formOf(answer), '2026-11-02', 8, { towards: true, backwards: true }, [7, 8], true);
    expect(bodyOf(both).records).toHaveLength(2);
  });

  it("names a record's day in its error", () => {
    const body = bodyOf(formOf(answer));
    expect(errorLines({ 'records.0.commute_info': ['Hiba.'], 'homecoming.type': ['Rossz.'] }, body)).toEqual(['2026-11-02: Hiba.', 'Hazautazás: Rossz.']);
  });
});
