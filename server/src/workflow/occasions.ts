// Occasions of a contract-like rental (rents, room bookings): one day (one_time, its date) or a
// day of the week (weekly, 1 = Monday … 7 = Sunday) repeated between the record's start and end
// dates, with 'HH:mm' times; 08:00–08:00 (the default) is the whole day. The line fields, their
// rules and the expansion to dates, shared so that every module reads an occasion alike.
import { choice, date, integer, text, type TLineRule } from './fields.ts';

export const OCCASION_TYPES = { one_time: 'Egyszeri', weekly: 'Heti rendszerességű' } as const;
export const ALL_DAY = '08:00';
export const TIME_ORDER_MESSAGE = 'Az alkalom vége a kezdete után legyen (08:00–08:00: egész nap).';

export interface TOccasion {
  type: 'one_time' | 'weekly';
  date: string | null;
  day_of_the_week: number | null;
  start_time: string;
  end_time: string;
}

const TIME = { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'Az időpont ÓÓ:PP alakú legyen.' };
// Optional so that a left-out time takes the default; an empty one is refused by the line rules.
const time = (label: string) => text(label, { max: 5, default: ALL_DAY, pattern: TIME });
const REQUIRED = 'Ez a mező nem lehet üres';

/** The fields of an occasion line (a `lines()` field's map). */
export const OCCASION_FIELDS = {
  type: choice('Típus', { choices: OCCASION_TYPES, default: 'one_time' }),
  date: date('Dátum'),
  day_of_the_week: integer('A hét napja', { min: 1, max: 7 }),
  start_time: time('Kezdés'),
  end_time: time('Befejezés'),
};

export const isAllDay = (o: Pick<TOccasion, 'start_time' | 'end_time'>) => o.start_time === ALL_DAY && o.end_time === ALL_DAY;

/** The rules of one occasion line: its type's day, both times, the end after the start. */
export const OCCASION_RULES: TLineRule<typeof OCCASION_FIELDS>[] = [
  { path: 'date', message: 'Adja meg az alkalom dátumát.', holds: (o) => o.type !== 'one_time' || o.date !== null },
  { path: 'day_of_the_week', message: 'Adja meg, a hét melyik napján van az alkalom.', holds: (o) => o.type !== 'weekly' || o.day_of_the_week !== null },
  { path: 'start_time', message: REQUIRED, holds: (o) => o.start_time !== '' },
  { path: 'end_time', message: REQUIRED, holds: (o) => o.end_time !== '' },
  { path: 'end_time', message: TIME_ORDER_MESSAGE, holds: (o) => isAllDay(o) || o.end_time > o.start_time },
];

const DAY_MS = 86_400_000;
const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** 1 = Monday … 7 = Sunday. */
const isoWeekday = (ms: number) => ((new Date(ms).getUTCDay() + 6) % 7) + 1;

/** The days an occasion takes place on within [start, end] (a weekly one: every such weekday). */
export function occasionDates(o: TOccasion, start: string, end: string): string[] {
  if (o.type === 'one_time') return o.date ? [o.date] : [];
  if (o.day_of_the_week === null) return [];
  const first = utc(start);
  const offset = (o.day_of_the_week - isoWeekday(first) + 7) % 7;
  const out: string[] = [];
  for (let ms = first + offset * DAY_MS; ms <= utc(end); ms += 7 * DAY_MS) out.push(isoDate(ms));
  return out;
}

/**
 * The field errors of occasions against the record's period [start, end]: a date outside it, a
 * weekday that never falls in it (the module's own words for both); none when the period is upside down.
 */
export function occasionPeriodErrors(
  occasions: readonly TOccasion[],
  period: { start: string; end: string },
  messages: { outside: string; noSuchDay: string },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (period.end < period.start) return errors;
  for (const [index, o] of occasions.entries()) {
    if (o.type === 'one_time' && o.date && (o.date < period.start || o.date > period.end)) errors[`occasions.${index}.date`] = [messages.outside];
    if (o.type === 'weekly' && o.day_of_the_week !== null && occasionDates(o, period.start, period.end).length === 0) {
      errors[`occasions.${index}.day_of_the_week`] = [messages.noSuchDay];
    }
  }
  return errors;
}
