// What a room booking costs and which periods it holds. Every occasion day is priced by the
// Hungarian calendar (shared/working-days.ts: a working day, a decreed worked Saturday included,
// takes price_workday; a weekend, public holiday or decreed rest day price_weekend) and counted
// by the unit: hours, occasions or days. An occasion holds each booked room from its start to
// its end time in Budapest, 08:00–08:00 the whole day [00:00, next 00:00). Pure functions on the
// input, tested without a database (DESIGN.md "Room bookings").
import { isWorkingDay } from '@etanker/shared/working-days.ts';
import { budapestInstant } from '@etanker/shared/date-time.ts';
import { isAllDay, occasionDates, occasionPeriodErrors, type TOccasion } from '../../../workflow/occasions.ts';

/** The largest total the Decimal(15, 0) column holds. */
export const TOTAL_MAX = 999_999_999_999_999n;
/** Room × occasion day periods one booking may hold (a school year of weekly occasions in a few rooms fits). */
export const SLOTS_MAX = 5000;
export const UNIT_CODES = ['hour', 'occasion', 'day'] as const;
export type TUnitCode = (typeof UNIT_CODES)[number];

export interface TBookingTerms {
  start_date: string;
  end_date: string;
  price_workday: number;
  price_weekend: number;
  occasions: readonly TOccasion[];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const priceOn = (terms: TBookingTerms, day: string) => BigInt(isWorkingDay(day) ? terms.price_workday : terms.price_weekend);

/** Every occasion with the days it takes place on. */
const dated = (terms: TBookingTerms) => terms.occasions.map((o) => ({ o, days: occasionDates(o, terms.start_date, terms.end_date) }));

/** The total in whole forints (hours rounded to the forint, half up); no unit: 0. */
export function bookingTotal(terms: TBookingTerms, unit: TUnitCode | null): bigint {
  const occasions = dated(terms);
  switch (unit) {
    case 'hour': {
      // price × minutes summed first, rounded once: 90 minutes at 1 001 Ft is 1 502 Ft.
      const priceMinutes = occasions.reduce(
        (sum, { o, days }) =>
          sum + days.reduce((s, day) => s + priceOn(terms, day) * BigInt(isAllDay(o) ? 0 : minutesOf(o.end_time) - minutesOf(o.start_time)), 0n),
        0n,
      );
      return (priceMinutes + 30n) / 60n;
    }
    case 'occasion':
      return occasions.reduce((sum, { days }) => sum + days.reduce((s, day) => s + priceOn(terms, day), 0n), 0n);
    case 'day':
      return [...new Set(occasions.flatMap(({ days }) => days))].reduce((sum, day) => sum + priceOn(terms, day), 0n);
    default:
      return 0n;
  }
}

/** 'weekly' when any occasion repeats, else 'one_time' (the spec's type, a list filter). */
export const bookingType = (occasions: readonly TOccasion[]) => (occasions.some((o) => o.type === 'weekly') ? 'weekly' : 'one_time');

const dayParts = (day: string) => [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))] as const;

/** The instants an occasion holds on a day: [start, end) Budapest time; the whole day to the next midnight. */
export function occasionPeriod(o: Pick<TOccasion, 'start_time' | 'end_time'>, day: string): { start: Date; end: Date } {
  const [y, m, d] = dayParts(day);
  if (isAllDay(o)) return { start: budapestInstant(y, m, d), end: budapestInstant(y, m, d + 1) };
  const at = (time: string) => budapestInstant(y, m, d, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  return { start: at(o.start_time), end: at(o.end_time) };
}

/** The periods the booking holds: every room on every occasion day, earliest first. */
export function bookingSlots(terms: TBookingTerms, rooms: readonly number[]): { resource_id: number; start: Date; end: Date }[] {
  const periods = dated(terms).flatMap(({ o, days }) => days.map((day) => occasionPeriod(o, day)));
  periods.sort((a, b) => a.start.getTime() - b.start.getTime());
  return periods.flatMap((p) => rooms.map((room) => ({ resource_id: room, ...p })));
}

/** The field errors of the terms besides the manifest's: occasions against the period and the unit, rooms, price, size. */
export function bookingErrors(terms: TBookingTerms & { rooms: readonly number[] }, unit: TUnitCode | null, unitKnown: boolean): Record<string, string[]> {
  if (terms.end_date < terms.start_date) return {};
  const errors = occasionPeriodErrors(
    terms.occasions,
    { start: terms.start_date, end: terms.end_date },
    { outside: 'Az alkalom a teremberlés időszakába essen.', noSuchDay: 'A teremberlés időszakában nincs ilyen nap.' },
  );
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  if (!terms.rooms.length) add('rooms', 'Válasszon legalább egy termet.');
  if (new Set(terms.rooms).size !== terms.rooms.length) add('rooms', 'Egy terem csak egyszer szerepelhet.');
  if (!terms.occasions.length) add('occasions', 'Adjon meg legalább egy alkalmat.');
  for (const [index, o] of terms.occasions.entries()) {
    if (unit === 'hour' && isAllDay(o)) add(`occasions.${index}.end_time`, 'Óradíjnál adja meg az alkalom kezdetét és végét.');
  }
  if (!unitKnown) add('price_unit', 'A teremberlés díja órára, alkalomra vagy napra szólhat.');
  if ((terms.price_workday > 0 || terms.price_weekend > 0) && unit === null && unitKnown) add('price_unit', 'Adja meg, mire vonatkozik a bérleti díj.');
  const slots = dated(terms).reduce((sum, { days }) => sum + days.length, 0) * Math.max(terms.rooms.length, 1);
  if (slots > SLOTS_MAX) add('occasions', `Túl sok alkalom: legfeljebb ${SLOTS_MAX} terem-alkalom foglalható egy teremberlésben.`);
  else if (bookingTotal(terms, unit) > TOTAL_MAX) add('price_workday', 'A teremberlés teljes díja túl nagy.');
  return errors;
}
