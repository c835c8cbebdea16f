// The rules of a rental's legs (DESIGN.md "Bus rentals"): the bus company is ordered for the
// trip's days, so every leg departs between the first and the last day (Budapest calendar days),
// and no leg carries more people than the rental was ordered for. At least one leg: the order
// to the bus company is its timetable.
import { formatDate } from '@etanker/shared/format.ts';
import { returnDateOf } from './manifest.ts';

export const INITIAL_STATE = 'pending';
export const NO_TRAVEL_MESSAGE = 'Legalább egy útszakaszt adjon meg.';
export const OUTSIDE_TRIP_MESSAGE = 'Az útszakasz indulása az utazás napjaira (indulás napja – hazaérkezés napja) essen.';
export const TOO_MANY_MESSAGE = 'Az útszakasz létszáma nem lehet több a bérlés létszámánál.';

interface TTrip {
  pickup_date: string;
  return_date: string | null;
  person_count: number;
  travels: readonly { departure: Date; person_count: number }[];
}

export interface TIssue {
  path: (string | number)[];
  message: string;
}

/** What is wrong with the legs of a trip (field paths as the form names them: travels.0.departure). */
export function travelIssues(trip: TTrip): TIssue[] {
  if (!trip.travels.length) return [{ path: ['travels'], message: NO_TRAVEL_MESSAGE }];
  const last = returnDateOf(trip);
  return trip.travels.flatMap((leg, index): TIssue[] => {
    const day = formatDate(leg.departure);
    return [
      ...(day < trip.pickup_date || day > last ? [{ path: ['travels', index, 'departure'], message: OUTSIDE_TRIP_MESSAGE }] : []),
      ...(leg.person_count > trip.person_count ? [{ path: ['travels', index, 'person_count'], message: TOO_MANY_MESSAGE }] : []),
    ];
  });
}
