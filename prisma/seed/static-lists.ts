// Every static list of spec 000 §3 as StaticItem rows; an item's key is its 1-based place in its
// list here, so append new items at the end of a list to keep the keys stable.
import type { TPrisma } from '../../server/src/db/client.ts';
import type { Prisma } from '../../server/src/generated/prisma/client.ts';
import { readCounties, readSettlements } from './postcodes.ts';
import { LIST_ITEMS, type TListItem } from './lists/index.ts';

export interface TStaticItemRow {
  list: string;
  key: number;
  code: string;
  name: string;
  data: Prisma.InputJsonValue;
  position: number;
}

function toRows(list: string, items: readonly TListItem[]): TStaticItemRow[] {
  return items.map((item, index) => ({
    list,
    key: index + 1,
    code: item.code ?? '',
    name: item.name,
    data: (item.data ?? {}) as Prisma.InputJsonValue,
    position: index + 1,
  }));
}

/** Lists shown in Hungarian alphabetical order get their position from the collation, not the key. */
const SORTED_IN_HUNGARIAN = new Set(['request_form_types']);

/** Lists shown by code, whose keys keep an older order (FEOR-08: lists/feor.ts). */
const SORTED_BY_CODE = new Set(['feor_numbers']);

function withPositions(rows: TStaticItemRow[], compare: (a: TStaticItemRow, b: TStaticItemRow) => number): TStaticItemRow[] {
  const order = [...rows].sort(compare);
  return rows.map((row) => ({ ...row, position: order.indexOf(row) + 1 }));
}

export function staticItemRows(): TStaticItemRow[] {
  const settlements = readSettlements();
  const counties = readCounties(settlements);
  const lists: Record<string, readonly TListItem[]> = {
    ...LIST_ITEMS,
    counties: counties.map((name) => ({ name })),
    cities: settlements.map((s) => ({ name: s.name, code: s.zip_codes[0], data: { zip_codes: s.zip_codes, county: s.county } })),
  };
  return Object.entries(lists).flatMap(([list, items]) => {
    const rows = toRows(list, items);
    if (SORTED_IN_HUNGARIAN.has(list)) return withPositions(rows, (a, b) => a.name.localeCompare(b.name, 'hu'));
    return SORTED_BY_CODE.has(list) ? withPositions(rows, (a, b) => a.code.localeCompare(b.code)) : rows;
  });
}

/** Inserts the items that are missing (by list and key) in a few bulk statements. */
export async function seedStaticLists(prisma: TPrisma): Promise<void> {
  const rows = staticItemRows();
  const CHUNK = 2000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await prisma.staticItem.createMany({ data: rows.slice(i, i + CHUNK), skipDuplicates: true });
  }
}
