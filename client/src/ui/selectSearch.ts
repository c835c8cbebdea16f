import { normalizeSearch } from '@etanker/shared/format.ts';

export const SELECT_SEARCH_LIMIT = 5;

export interface TOption {
  value: string;
  label: string;
  /** shown but not selectable, e.g. a closed tender */
  disabled?: boolean;
}

/** 000 §9: at most 5 options whose label starts with the typed text (accents and case ignored). */
export function startsWithMatches<T extends TOption>(options: readonly T[], search: string, limit = SELECT_SEARCH_LIMIT): T[] {
  const needle = normalizeSearch(search);
  const matches = needle ? options.filter((option) => normalizeSearch(option.label).startsWith(needle)) : options;
  return matches.slice(0, limit);
}
