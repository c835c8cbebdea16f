// The fields of a bus rental and its legs (spec 001 §3 Bus rental; the legs' fields are ours,
// as a school orders a bus for a class trip: from, to, departure, how many travel, a note).
// return_date is ours too (so optional): the last day of the trip, so every leg can be checked to
// fall within; left out, the trip ends on its last leg's day (returnDateOf).
import { formatDate, type TDateInput } from '@etanker/shared/format.ts';
import { date, dateTime, integer, lines, longText, staticKey, text } from '../../../workflow/fields.ts';
import { notBefore } from '@etanker/shared/cross-field-rules.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

/** The most people one rental carries (two coaches of about 50 seats each, rounded up). */
export const MAX_PERSONS = 200;
/** The last day of the trip: the one given, else its last leg's day (a day trip without legs after the pickup day). */
export function returnDateOf(trip: { pickup_date: string; return_date: string | null; travels?: readonly { departure: TDateInput }[] }): string {
  if (trip.return_date) return trip.return_date;
  return (trip.travels ?? []).map((leg) => formatDate(leg.departure)).reduce((last, day) => (day > last ? day : last), trip.pickup_date);
}

export const RETURN_ORDER_MESSAGE = 'A hazaérkezés napja nem lehet korábbi az indulás napjánál.';

const TRAVEL_FIELDS = {
  from: text('Honnan', { required: true, max: 300 }),
  to: text('Hová', { required: true, max: 300 }),
  // Date and departure time in one: 'YYYY-MM-DD HH:mm' Budapest, so the legs sort by it.
  departure: dateTime('Indulás'),
  person_count: integer('Létszám', { required: true, min: 1, max: MAX_PERSONS, suffix: 'fő' }),
  note: longText('Megjegyzés', { max: 1000 }),
};

export const BUS_RENTAL_MANIFEST = modelManifest(
  'BusRental',
  {
    type: staticKey('Típus', 'bus_rental_types', { required: true, list: true, export: 24, filter: true, pdf: true }),
    travel_goal: text('Az utazás célja', { required: true, max: 500, width: 'wide', list: true, export: 40, orderBy: true, pdf: true }),
    pickup_place: text('Felszállás helye', { required: true, max: 300, width: 'wide', export: 30, pdf: true }),
    pickup_date: date('Indulás napja', { required: true, list: true, export: 14, orderBy: true, pdf: true }),
    return_date: date('Hazaérkezés napja', { export: 14, orderBy: true, pdf: true }),
    person_count: integer('Létszám', {
      required: true,
      min: 1,
      max: MAX_PERSONS,
      suffix: 'fő',
      width: 'narrow',
      list: true,
      export: 10,
      orderBy: true,
      pdf: true,
    }),
    travels: lines('Útszakaszok', TRAVEL_FIELDS, { max: 30, order: 'departure' }),
  },
  {
    rules: [
      notBefore('return_date', 'pickup_date', RETURN_ORDER_MESSAGE),
      // Left out, the trip ends on its last leg's day: that day is the server's to check.
      { path: 'return_date', message: RETURN_ORDER_MESSAGE, holds: (r) => r.return_date !== null || returnDateOf(r) >= r.pickup_date },
    ],
  },
);
