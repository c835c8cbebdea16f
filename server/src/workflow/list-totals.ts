// List totals are the cost of a list at scale (an exact count over many thousand rows), and a
// list is asked for again and again while nothing changes. So a total is kept for a few seconds
// per module and where, and every write in this process drops them all (db/client.ts); another
// process's writes show within the TTL.
const TTL_MS = 3000;
const MAX_ENTRIES = 5000;

const totals = new Map<string, { total: number; at: number }>();
let generation = 0;

export function dataChanged(): void {
  generation++;
  totals.clear();
}

export async function cachedTotal(module: string, where: unknown, count: () => Promise<number>): Promise<number> {
  const key = `${module}:${JSON.stringify(where)}`;
  const hit = totals.get(key);
  const now = Date.now();
  if (hit && now - hit.at < TTL_MS) return hit.total;
  const started = generation;
  const total = await count();
  // A write during the count may or may not be in it: keep only a total no write overlapped.
  if (started !== generation) return total;
  if (totals.size >= MAX_ENTRIES) totals.clear();
  totals.set(key, { total, at: now });
  return total;
}
