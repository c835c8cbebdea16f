// The Hungarian working-day calendar: weekends, public holidays (munkaszüneti napok, Mt. 102. §,
// from the date-holidays package, type 'public') and the working-day swaps the minister decrees
// each year (áthelyezett munkanapok), which no package carries: they are data here. Dates are
// 'YYYY-MM-DD' texts; arithmetic in UTC, so no time zone moves a day.
import Holidays from 'date-holidays';

/**
 * Decreed swaps: a weekday made a rest day and the Saturday worked instead.
 * 2024: 9/2023. (V. 25.) NGM r.; 2025: 9/2024. (VI. 19.) NGM r.; 2026: 2025. évi NGM r.
 * A year not listed has no swaps yet (the decree comes out in the previous year).
 */
export const DECREED_SWAPS: readonly { restDay: string; workedOn: string }[] = [
  { restDay: '2024-08-19', workedOn: '2024-08-03' },
  { restDay: '2024-12-24', workedOn: '2024-12-07' },
  { restDay: '2024-12-27', workedOn: '2024-12-14' },
  { restDay: '2025-05-02', workedOn: '2025-05-17' },
  { restDay: '2025-10-24', workedOn: '2025-10-18' },
  { restDay: '2025-12-24', workedOn: '2025-12-13' },
  { restDay: '2026-01-02', workedOn: '2026-01-10' },
  { restDay: '2026-08-21', workedOn: '2026-08-08' },
  { restDay: '2026-12-24', workedOn: '2026-12-12' },
];

export type TDayKind = 'workday' | 'weekend' | 'holiday' | 'rest_day' | 'swapped_workday';

export interface TCalendarDayInfo {
  kind: TDayKind;
  /** The holiday's name, 'Áthelyezett pihenőnap' or 'Áthelyezett munkanap'; null on plain days. */
  name: string | null;
}

const hungary = new Holidays('HU');
const holidayCache = new Map<number, Map<string, string>>();
const restDays = new Map(DECREED_SWAPS.map((s) => [s.restDay, s.workedOn]));
const workedSaturdays = new Map(DECREED_SWAPS.map((s) => [s.workedOn, s.restDay]));

/** The public holidays of a year by date. */
export function publicHolidays(year: number): Map<string, string> {
  let days = holidayCache.get(year);
  if (!days) {
    days = new Map(
      hungary
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => [h.date.slice(0, 10), h.name]),
    );
    holidayCache.set(year, days);
  }
  return days;
}

const toUtc = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day after (or n days after) a date. */
export function addDays(date: string, n: number): string {
  return fromUtc(toUtc(date) + n * 86_400_000);
}

/** What a day is in Hungary: a holiday wins over a swap, a swap over the weekend. */
export function dayInfo(date: string): TCalendarDayInfo {
  const holiday = publicHolidays(Number(date.slice(0, 4))).get(date);
  if (holiday) return { kind: 'holiday', name: holiday };
  if (restDays.has(date)) return { kind: 'rest_day', name: 'Áthelyezett pihenőnap' };
  if (workedSaturdays.has(date)) return { kind: 'swapped_workday', name: 'Áthelyezett munkanap' };
  const weekday = new Date(toUtc(date)).getUTCDay();
  return { kind: weekday === 0 || weekday === 6 ? 'weekend' : 'workday', name: null };
}

export const isWorkingDay = (date: string): boolean => {
  const kind = dayInfo(date).kind;
  return kind === 'workday' || kind === 'swapped_workday';
};

/** Working days from start to end, both included (0 when end is before start). */
export function countWorkingDays(start: string, end: string): number {
  let count = 0;
  for (let day = start; day <= end; day = addDays(day, 1)) if (isWorkingDay(day)) count += 1;
  return count;
}

/** Every day of a month (1-based) with its kind. */
export function monthDays(year: number, month: number): ({ date: string } & TCalendarDayInfo)[] {
  const days: ({ date: string } & TCalendarDayInfo)[] = [];
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push({ date: day, ...dayInfo(day) });
  return days;
}
