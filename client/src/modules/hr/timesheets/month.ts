// The month a timesheet screen shows: from the page's query (year, month), the current one when
// they are missing or bad; asked for with year and month left out when current (000 §7).
import { formatDate } from '../../../ui/formatters.ts';

export interface TYearMonth {
  year: number;
  month: number;
}

export function currentMonth(now = new Date()): TYearMonth {
  const today = formatDate(now);
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

export function monthFromSearch(params: URLSearchParams, now = new Date()): TYearMonth {
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  const current = currentMonth(now);
  return {
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : current.year,
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : current.month,
  };
}

/** year and month for a query: nothing when they are the current ones. */
export function monthSearch(shown: TYearMonth, now = new Date()): { year?: string; month?: string } {
  const current = currentMonth(now);
  return shown.year === current.year && shown.month === current.month ? {} : { year: String(shown.year), month: String(shown.month) };
}

/** The same as numbers, for the procedures. */
export function monthInput(shown: TYearMonth, now = new Date()): { year?: number; month?: number } {
  const search = monthSearch(shown, now);
  return search.year ? { year: shown.year, month: shown.month } : {};
}

/** Worked time as hours and minutes: 9720 → '162:00'. */
export function formatHours(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
