// What a rent costs: its occasions counted by the price unit (hours, occasions, days or months)
// times the price, in whole forints. A one-time occasion is its date; a weekly one is every such
// weekday between the rent's start and end dates. 08:00–08:00 (the default) is the whole day.
// Pure functions on the input, so the totals are tested without a database (DESIGN.md "Rents").
import { isAllDay, occasionDates, occasionPeriodErrors, type TOccasion } from '../../../workflow/occasions.ts';

export { isAllDay, occasionDates, type TOccasion } from '../../../workflow/occasions.ts';

/** The largest total the Decimal(15, 0) column holds. */
export const TOTAL_MAX = 999_999_999_999_999n;
export const UNIT_CODES = ['hour', 'occasion', 'day', 'month'] as const;
export type TUnitCode = (typeof UNIT_CODES)[number];

export interface TRentTerms {
  start_date: string;
  end_date: string;
  price: number;
  occasions: readonly TOccasion[];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The calendar months [start, end] touches. */
const monthsTouched = (start: string, end: string) =>
  (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5, 7)) - Number(start.slice(5, 7)) + 1;

/** The total in whole forints (hours rounded to the forint, half up); no unit: 0. */
export function rentTotal(terms: TRentTerms, unit: TUnitCode | null): bigint {
  const price = BigInt(terms.price);
  const dated = terms.occasions.map((o) => ({ o, dates: occasionDates(o, terms.start_date, terms.end_date) }));
  switch (unit) {
    case 'hour': {
      const minutes = dated.reduce((sum, { o, dates }) => sum + BigInt(dates.length * (isAllDay(o) ? 0 : minutesOf(o.end_time) - minutesOf(o.start_time))), 0n);
      return (price * minutes + 30n) / 60n;
    }
    case 'occasion':
      return price * BigInt(dated.reduce((sum, { dates }) => sum + dates.length, 0));
    case 'day':
      return price * BigInt(new Set(dated.flatMap(({ dates }) => dates)).size);
    case 'month':
      return price * BigInt(monthsTouched(terms.start_date, terms.end_date));
    default:
      return 0n;
  }
}

/** The field errors the occasions and the price leave against the rent's period and unit. */
export function rentErrors(terms: TRentTerms, unit: TUnitCode | null): Record<string, string[]> {
  if (terms.end_date < terms.start_date) return {};
  const errors = occasionPeriodErrors(
    terms.occasions,
    { start: terms.start_date, end: terms.end_date },
    { outside: 'Az alkalom a bérlés időszakába essen.', noSuchDay: 'A bérlés időszakában nincs ilyen nap.' },
  );
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  for (const [index, o] of terms.occasions.entries()) {
    if (unit === 'hour' && isAllDay(o)) add(`occasions.${index}.end_time`, 'Óradíjnál adja meg az alkalom kezdetét és végét.');
  }
  if (terms.price > 0 && unit === null) add('price_unit', 'Adja meg, mire vonatkozik a bérleti díj.');
  if (rentTotal(terms, unit) > TOTAL_MAX) add('price', 'A bérlés teljes díja túl nagy.');
  return errors;
}
