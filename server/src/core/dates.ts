// Calendar-day columns on the wire: 'YYYY-MM-DD' or null (DESIGN.md §11).
import { formatDate } from '@etanker/shared/format.ts';

export const apiDate = (d: Date | null): string | null => (d ? formatDate(d) : null);

/** An employment is active until the end of its end date. */
export function isActiveOn(endDate: Date | null, today: string): boolean {
  return endDate === null || formatDate(endDate) >= today;
}
