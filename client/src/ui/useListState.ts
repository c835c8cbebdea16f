import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE, pageAfterTotalChange, requestPage } from './pagination.ts';
import type { TFilterValue, TFilterValues } from './ListFilters.tsx';

/** Search, filters and pagination of one list visit. State lives in the page, so entering a
 * list starts with an empty search box on page 1 (000 §2), filtered by `initialFilters` (the
 * link's query, e.g. a landing tile's `?waiting_for_me=true`). `total` is the last known total. */
export function useListState(total: number | undefined, initialFilters: TFilterValues = {}) {
  const [search, setSearchState] = useState('');
  const [filters, setFilters] = useState<TFilterValues>(initialFilters);
  const [page, setPageState] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(DEFAULT_PAGE_SIZE);

  // A shrinking total moves the page back to the last valid one (set while rendering, React's
  // pattern for state that follows a value).
  const [followed, setFollowed] = useState({ total, pageSize });
  if (followed.total !== total || followed.pageSize !== pageSize) {
    setFollowed({ total, pageSize });
    if (total !== undefined) setPageState((current) => pageAfterTotalChange(current, total, pageSize));
  }

  // A page beyond the total is ignored.
  const setPage = useCallback(
    (requested: number) => setPageState((current) => (total === undefined ? current : requestPage(current, requested, total, pageSize))),
    [total, pageSize],
  );

  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPageState(1);
  }, []);

  const setFilter = useCallback((key: string, value: TFilterValue) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPageState(1);
  }, []);

  const setSearch = useCallback((text: string) => {
    setSearchState(text);
    setPageState(1);
  }, []);

  return { search, setSearch, filters, setFilter, page, setPage, pageSize, setPageSize };
}

/** The list query of 000 §7: q when typed, page only above 1, limit when not the default. */
export function listQuery(search: string, page: number, pageSize: number, filters: Record<string, unknown>): Record<string, unknown> {
  return {
    ...(search.trim() ? { q: search.trim() } : {}),
    ...(page > 1 ? { page } : {}),
    ...(pageSize !== DEFAULT_PAGE_SIZE ? { limit: pageSize } : {}),
    ...filters,
  };
}
