// The columns of an asset register (README "Stock-taking: the asset register's columns"): the
// header row names them (in any order, case and surrounding spaces ignored); each becomes a stock
// item field. Leltári szám and Megnevezés are required; Alszám tells apart parts of one asset.
import { parseDate } from '@etanker/shared/format.ts';

export const REGISTER_COLUMNS = {
  stock_number: 'Leltári szám',
  item_sub_id: 'Alszám',
  item_id: 'Eszközazonosító',
  name: 'Megnevezés',
  name_2: 'Megnevezés 2',
  name_3: 'Megnevezés 3',
  item_class_code: 'Eszközosztály kód',
  item_class_name: 'Eszközosztály',
  item_type_code: 'Eszköztípus kód',
  item_type_name: 'Eszköztípus',
  technical_group_code: 'Műszaki csoport kód',
  technical_group_name: 'Műszaki csoport',
  statistic_category_code: 'Statisztikai kategória kód',
  statistic_category_name: 'Statisztikai kategória',
  property_qualification_code: 'Vagyoni minősítés kód',
  property_qualification_name: 'Vagyoni minősítés',
  manufacturing_number: 'Gyári szám',
  activity_date: 'Aktiválás dátuma',
  cost_area: 'Költséghely',
  description: 'Leírás',
  base: 'Bekerülési érték',
  stock_group_code: 'Leltárcsoport kód',
  stock_method: 'Leltározási mód',
  area: 'Körzet',
  note: 'Megjegyzés',
} as const;

export type TRegisterColumn = keyof typeof REGISTER_COLUMNS;
const REQUIRED: readonly TRegisterColumn[] = ['stock_number', 'name'];
const MAX_TEXT: Partial<Record<TRegisterColumn, number>> = {
  stock_number: 50,
  item_sub_id: 20,
  name: 300,
  name_2: 300,
  name_3: 300,
  description: 4000,
  note: 4000,
};
const DEFAULT_MAX = 200;
const MAX_BASE = 9_999_999_999_999.99;

export type TRegisterRow = Record<Exclude<TRegisterColumn, 'activity_date' | 'base'>, string> & { activity_date: Date | null; base: number };
export interface TRowError {
  row: number;
  field: string;
  message: string;
}

const normalize = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');
const BY_HEADER = new Map(Object.entries(REGISTER_COLUMNS).map(([key, header]) => [normalize(header), key as TRegisterColumn]));

/** The columns' positions from the header row, or the required headers missing. */
export function readHeader(cells: string[]): { positions: Map<TRegisterColumn, number>; missing: string[] } {
  const positions = new Map<TRegisterColumn, number>();
  cells.forEach((cell, index) => {
    const key = BY_HEADER.get(normalize(cell));
    if (key && !positions.has(key)) positions.set(key, index);
  });
  return { positions, missing: REQUIRED.filter((key) => !positions.has(key)).map((key) => REGISTER_COLUMNS[key]) };
}

/** '1 234 567,50' or '1234567.5' → a number; '' → 0. */
function amount(text: string): number | null {
  if (text === '') return 0;
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(/Ft$/i, '');
  const value = Number(/,\d{1,2}$/.test(cleaned) ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned.replace(/,/g, ''));
  return Number.isFinite(value) && value >= 0 && value <= MAX_BASE ? Math.round(value * 100) / 100 : null;
}

/** 2024-09-01, 2024.09.01. or 2024. 09. 01. → a date; '' → none. */
function day(text: string): Date | null | 'bad' {
  if (text === '') return null;
  const match = /^(\d{4})[-.]\s?(\d{1,2})[-.]\s?(\d{1,2})\.?$/.exec(text);
  const parsed = match ? parseDate(`${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`) : null;
  return parsed ?? 'bad';
}

/** One data row as an item's columns, or its errors (row numbers as the spreadsheet shows them). */
export function readRow(cells: string[], positions: Map<TRegisterColumn, number>, rowNumber: number): { row: TRegisterRow | null; errors: TRowError[] } {
  const errors: TRowError[] = [];
  const text = (key: TRegisterColumn) => {
    const at = positions.get(key);
    return at === undefined ? '' : (cells[at] ?? '').trim();
  };
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(REGISTER_COLUMNS) as TRegisterColumn[]) {
    const value = text(key);
    const header = REGISTER_COLUMNS[key];
    if (key === 'base') {
      const base = amount(value);
      if (base === null) errors.push({ row: rowNumber, field: header, message: 'Érvénytelen összeg.' });
      out.base = base ?? 0;
    } else if (key === 'activity_date') {
      const date = day(value);
      if (date === 'bad') errors.push({ row: rowNumber, field: header, message: 'Érvénytelen dátum (ÉÉÉÉ-HH-NN).' });
      out.activity_date = date === 'bad' ? null : date;
    } else {
      if (REQUIRED.includes(key) && value === '') errors.push({ row: rowNumber, field: header, message: 'Kötelező mező.' });
      const max = MAX_TEXT[key] ?? DEFAULT_MAX;
      if (value.length > max) errors.push({ row: rowNumber, field: header, message: `Legfeljebb ${max} karakter lehet.` });
      out[key] = value;
    }
  }
  return { row: errors.length ? null : (out as TRegisterRow), errors };
}
