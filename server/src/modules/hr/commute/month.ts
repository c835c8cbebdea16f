// The month a commute screen shows (001 §7: year and month, 1-based, both omitted when current),
// its neighbours (December forward is January of the next year) and whether it may still change.
import { formatDate } from '@etanker/shared/format.ts';

export interface TMonth {
  year: number;
  month: number;
}

export function currentMonth(today = new Date()): TMonth {
  const day = formatDate(today);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export const nextMonth = ({ year, month }: TMonth): TMonth => (month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 });
export const previousMonth = ({ year, month }: TMonth): TMonth => (month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 });

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the month's first and last day. */
export function monthBounds({ year, month }: TMonth): { first: string; last: string } {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(days)}` };
}

/** The month a 'YYYY-MM-DD' falls in. */
export const monthOf = (date: string): TMonth => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/**
 * Payroll takes a month's commute up to its turn day in the next month (commute_export_turn_day);
 * after that day a school's HR no longer changes it (the centre's HR still corrects it).
 */
export function isMonthClosed(m: TMonth, turnDay: number, today: string): boolean {
  const after = nextMonth(m);
  return today > `${after.year}-${pad(after.month)}-${pad(turnDay)}`;
}

/** enforce_generation_in_new_month: a month's export only once the month is over. */
export const isMonthOver = (m: TMonth, today: string): boolean => today > monthBounds(m).last;
