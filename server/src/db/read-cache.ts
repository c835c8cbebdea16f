// Short-lived caches of what is read on every request but changes rarely (list totals, the
// current user, static list names). Every write through our Prisma client drops them all
// (db/client.ts), so this process never serves its own stale data; another process's writes
// show within the TTL.
const caches: Map<string, { value: unknown; at: number }>[] = [];
let generation = 0;

export function dataChanged(): void {
  generation++;
  for (const c of caches) c.clear();
}

export function createReadCache<T>(ttlMs: number, maxEntries = 5000) {
  const entries = new Map<string, { value: unknown; at: number }>();
  caches.push(entries);
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    const now = Date.now();
    if (hit && now - hit.at < ttlMs) return hit.value as T;
    const started = generation;
    const value = await load();
    // A write during the load may or may not be in it: keep only values no write overlapped.
    if (started === generation) {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, at: now });
    }
    return value;
  };
}
