// Names and choices of static list items (StaticItem; the API id of an item is its key).
import type { TTx } from '../db/client.ts';
import { createReadCache } from '../db/read-cache.ts';

const cachedNames = createReadCache<Map<number, string>>(60_000, { dependsOn: ['StaticItem'] });

/** key → name of a list; read on every list page, so kept for a minute (dropped by writes to StaticItem). */
export function staticItemNames(tx: TTx, list: string): Promise<Map<number, string>> {
  return cachedNames(list, async () => {
    const rows = await tx.staticItem.findMany({ where: { list }, select: { key: true, name: true } });
    return new Map(rows.map((r) => [r.key, r.name]));
  });
}

/** A static list value as lists answer it: `{id, name}` (id = the item's key), or null. */
export const staticItemRef = (names: Map<number, string>, key: number | null) => (key === null ? null : { id: key, name: names.get(key) ?? '' });

export async function staticItemName(tx: TTx, list: string, key: number | null | undefined): Promise<string> {
  if (key === null || key === undefined) return '';
  const row = await tx.staticItem.findUnique({ where: { list_key: { list, key } }, select: { name: true } });
  return row?.name ?? '';
}

export async function staticItemChoices(tx: TTx, list: string): Promise<{ value: number; label: string }[]> {
  const rows = await tx.staticItem.findMany({
    where: { list, is_active: true },
    orderBy: [{ position: 'asc' }, { key: 'asc' }],
    select: { key: true, name: true },
  });
  return rows.map((r) => ({ value: r.key, label: r.name }));
}

export async function staticItemExists(tx: TTx, list: string, key: number): Promise<boolean> {
  return (await tx.staticItem.count({ where: { list, key, is_active: true } })) > 0;
}

/** The keys of a filter's values: keys as they are, codes (payment_method=bank_transfer) as their items' keys; an unknown code matches nothing. */
export async function staticKeysOfCodes(tx: TTx, list: string, values: readonly (number | string)[]): Promise<number[]> {
  const codes = values.filter((v): v is string => typeof v === 'string');
  const keys = values.filter((v): v is number => typeof v === 'number');
  if (!codes.length) return keys;
  const rows = await tx.staticItem.findMany({ where: { list, code: { in: codes } }, select: { key: true } });
  return [...keys, ...rows.map((r) => r.key)];
}
