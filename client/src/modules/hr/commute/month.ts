// The month a commute screen shows: from the address (?year=&month=, 1-based), else the current
// one; stepping wraps December forward into January of the next year (MODULES.md §3.21).
import { formatDate } from '../../../ui/formatters.ts';
import { modulePaths } from '@etanker/shared/modules.ts';

export interface TMonth {
  year: number;
  month: number;
}

export function monthFromSearch(search: URLSearchParams, today = formatDate(new Date())): TMonth {
  const year = Number(search.get('year'));
  const month = Number(search.get('month'));
  const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return current;
  return Number.isInteger(month) && month >= 1 && month <= 12 ? { year, month } : { year, month: current.month };
}

export function shiftMonth({ year, month }: TMonth, by: number): TMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const monthSearch = (m: TMonth) => `?year=${m.year}&month=${m.month}`;

const PATHS = modulePaths('commute');
export const LIST_PATH = PATHS.listPath;
export const detailPath = (id: number, m: TMonth) => `${PATHS.detailPath(id)}${monthSearch(m)}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the month's first and last day. */
export function monthBounds({ year, month }: TMonth): { first: string; last: string } {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(days)}` };
}
