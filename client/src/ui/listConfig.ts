import type { ReactNode } from 'react';
import type { TModuleKey, TRecord } from './moduleApi.ts';
import { formatDate, formatDateTime, formatKm, formatMoney, formatNumber } from './formatters.ts';

export type TCellFormat = 'text' | 'date' | 'datetime' | 'money' | 'number' | 'code' | 'km' | 'name';

export interface TColumn {
  key: string;
  label: string;
  format?: TCellFormat;
  render?: (row: TRecord) => ReactNode;
}

export interface TListConfig {
  moduleKey: TModuleKey;
  title: string;
  /** REST base for the export, e.g. 'kotelezettsegvallalas' */
  restBase: string;
  columns: TColumn[];
  detailPath: (id: number) => string;
  newPath?: string;
  newLabel?: string;
  /** workflow lists show state badges and the 'waiting for me' switch */
  workflow: boolean;
  /** the state a new record starts in (shown as 'Elmentett') */
  initialState?: string;
  exportable: boolean;
  /** filters every query of this list sends, not shown as filters (a request form section's `module`) */
  fixedFilters?: Record<string, string>;
}

export function defineListConfig(config: TListConfig): TListConfig {
  return config;
}

/** A cell's text: relation objects show their name, numbers and dates in the hu formats. */
export function formatCell(value: unknown, format: TCellFormat = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'money':
      return formatMoney(Number(value));
    case 'number':
      return formatNumber(Number(value));
    // A year or a month is a code: its digits as they are ('2026', not '2 026').
    case 'code':
      return String(value);
    case 'km':
      return formatKm(Number(value));
    default:
      if (typeof value === 'object' && 'name' in value) return String((value as { name: unknown }).name ?? '');
      if (typeof value === 'boolean') return value ? 'Igen' : 'Nem';
      return String(value);
  }
}
