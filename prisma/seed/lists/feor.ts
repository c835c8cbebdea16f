// FEOR-08 (KSH's occupation classification, data/feor08.csv: all 485 four-digit occupations,
// code as text). An item's key is its place in this list, and stored records hold keys: the 21
// codes the portal listed before keep keys 1–21 in their old order, the others follow by code.
// The list is shown by code (positions: static-lists.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { TListItem } from './item.ts';

const CSV = path.join(import.meta.dirname, '../data/feor08.csv');

/** The codes of keys 1–21 (the list before FEOR-08 was complete). */
const FORMER_CODES = [
  '2410',
  '2421',
  '2422',
  '2431',
  '2432',
  '2491',
  '2492',
  '2493',
  '2494',
  '2495',
  '2513',
  '2717',
  '3142',
  '3410',
  '3515',
  '4111',
  '4112',
  '4121',
  '4122',
  '5134',
  '9112',
];

/** `code,name` rows; a name holding a comma is quoted (no quote inside one). */
function readFeor(): Map<string, string> {
  const rows = fs.readFileSync(CSV, 'utf8').trim().split('\n').slice(1);
  return new Map(
    rows.map((row) => {
      const comma = row.indexOf(',');
      return [row.slice(0, comma), row.slice(comma + 1).replace(/^"(.*)"$/, '$1')];
    }),
  );
}

export function feorItems(): TListItem[] {
  const names = readFeor();
  const codes = [...FORMER_CODES, ...[...names.keys()].filter((code) => !FORMER_CODES.includes(code))];
  return codes.map((code) => ({ code, name: `${code} ${names.get(code)}`, data: { feor: code } }));
}
