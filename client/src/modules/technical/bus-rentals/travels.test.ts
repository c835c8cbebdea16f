// The form's early warnings on a leg match the server's rules (rules.ts): a departure outside the
// trip's days, more people than the rental's; the payload keeps a stored leg's id only.
import { describe, expect, it } from 'vitest';
import { legWarnings, NEW_TRAVEL, travelsPayload } from './travels.ts';

const trip = { pickup_date: '2031-05-20', return_date: '2031-05-21', person_count: 32 };
const leg = { ...NEW_TRAVEL, from: 'Debrecen', to: 'Eger', departure: '2031-05-20 07:30', person_count: 32 };

describe('bus rental legs in the form', () => {
  it('warns of a departure outside the trip’s days and of more people than the rental’s', () => {
    expect(legWarnings(leg, trip)).toEqual({});
    expect(legWarnings({ ...leg, departure: '2031-05-21 23:59' }, trip)).toEqual({});
    expect(legWarnings({ ...leg, departure: '2031-05-19 23:59' }, trip).departure).toMatch(/napjaira/);
    expect(legWarnings({ ...leg, departure: '2031-05-22 00:00' }, trip).departure).toMatch(/napjaira/);
    expect(legWarnings({ ...leg, person_count: 33 }, trip).person_count).toMatch(/létszámánál/);
    // Nothing to compare with yet: no warning.
    expect(legWarnings({ ...leg, departure: '2031-06-01 08:00', person_count: 99 }, { pickup_date: null, person_count: null })).toEqual({});
  });

  it('reads a trip without a return day as ending on its last leg (return_date is optional)', () => {
    const open = { pickup_date: '2031-05-20', return_date: '', person_count: 32 };
    expect(legWarnings(leg, open)).toEqual({});
    expect(legWarnings({ ...leg, departure: '2031-05-21 08:00' }, open)).toEqual({});
    expect(legWarnings({ ...leg, departure: '2031-05-19 08:00' }, open).departure).toMatch(/napjaira/);
  });

  it('sends a stored leg with its id and a new one without', () => {
    expect(travelsPayload([{ ...leg, id: 7 }, leg])).toEqual([
      { id: 7, from: 'Debrecen', to: 'Eger', departure: '2031-05-20 07:30', person_count: 32, note: '' },
      { from: 'Debrecen', to: 'Eger', departure: '2031-05-20 07:30', person_count: 32, note: '' },
    ]);
  });
});
