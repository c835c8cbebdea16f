// The month a timesheet shows (year and month 1-based, both omitted for the current one: spec
// 000 §7, 001 §9), its bounds, and which months may still be written.
import { z } from 'zod';
import { budapestMonth } from '@etanker/shared/date-time.ts';
import { formatDate } from '@etanker/shared/format.ts';

export interface TMonth {
  year: number;
  month: number;
}

/** year and month as the list and details take them (text in a query string, numbers over tRPC). */
export const ZMonthInput = z.object({
  year: z.coerce.number().int().min(2000, 'Nem lehet kisebb mint 2000').max(2100, 'Nem lehet nagyobb mint 2100').optional(),
  month: z.coerce.number().int().min(1, 'Nem lehet kisebb mint 1').max(12, 'Nem lehet nagyobb mint 12').optional(),
});

/** The Budapest month of an instant. */
export function monthOf(instant: Date): TMonth {
  const day = formatDate(instant);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** The month asked for; what is omitted is the current one's. */
export function resolveMonth(input: { year?: number; month?: number }, now = new Date()): TMonth {
  const current = monthOf(now);
  return { year: input.year ?? current.year, month: input.month ?? current.month };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The month's days ('YYYY-MM-DD', first and last) and instants ([from, to) in Budapest). */
export function monthBounds({ year, month }: TMonth) {
  const first = `${year}-${pad2(month)}-01`;
  const last = formatDate(new Date(Date.UTC(year, month, 0)));
  return { first, last, firstDate: new Date(`${first}T00:00:00Z`), lastDate: new Date(`${last}T00:00:00Z`), ...budapestMonth(year, month) };
}

const index = (m: TMonth) => m.year * 12 + (m.month - 1);

/**
 * Months still open for writing: the current one and the one before it. Payroll (KIRA) takes the
 * previous month's working time in the first days of the next one; later changes would no longer
 * reach it, so an older month is closed for employees and HR alike.
 */
export function isMonthOpen(m: TMonth, now = new Date()): boolean {
  const diff = index(monthOf(now)) - index(m);
  return diff === 0 || diff === 1;
}

export const monthLabel = (m: TMonth) => `${m.year}-${pad2(m.month)}`;
