// Pagination rules of 000 §4 and §9.
export const PAGE_SIZES = [25, 50, 75] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Pages shown on either side of the current one. */
export const PAGE_SIBLINGS = 2;

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page numbers to show: two either side of the current page, within 1..last. */
export function pageWindow(current: number, total: number, pageSize: number): number[] {
  const last = lastPage(total, pageSize);
  const from = Math.max(1, current - PAGE_SIBLINGS);
  const to = Math.min(last, current + PAGE_SIBLINGS);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** A requested page beyond the total (or below 1) is ignored: the current page stays. */
export function requestPage(current: number, requested: number, total: number, pageSize: number): number {
  return requested >= 1 && requested <= lastPage(total, pageSize) ? requested : current;
}

/** When the total shrinks, the page falls back to the last valid page. */
export function pageAfterTotalChange(current: number, total: number, pageSize: number): number {
  return Math.min(current, lastPage(total, pageSize));
}
