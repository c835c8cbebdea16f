// Short-lived caches of what is read on every request but changes rarely (list totals, the
// current user, static list names). A write through our Prisma client to a model a cache
// depends on drops that cache (db/client.ts), so this process never serves its own stale data;
// another process's writes (or a script's) drop it when PostgreSQL announces them
// (db/cache-notices.ts), the TTL bounding what a lost announcement could leave.
interface TCache {
  entries: Map<string, { value: unknown; at: number }>;
  /** Loads under way: concurrent misses of one key share one load (no stampede of counts). */
  loading: Map<string, Promise<unknown>>;
  /** Prisma model names whose writes drop it; null = every model. */
  dependsOn: Set<string> | null;
  generation: number;
}

const caches: TCache[] = [];

export function dataChanged(model: string | undefined): void {
  for (const c of caches) {
    if (c.dependsOn && model && !c.dependsOn.has(model)) continue;
    c.generation++;
    c.entries.clear();
    c.loading.clear();
  }
}

/** The models some cache depends on: each needs its table's announcement (tests hold the migration to it). */
export function cachedModels(): string[] {
  return [...new Set(caches.flatMap((c) => [...(c.dependsOn ?? [])]))].sort();
}

export function createReadCache<T>(ttlMs: number, opts: { dependsOn?: string[]; maxEntries?: number } = {}) {
  const cache: TCache = { entries: new Map(), loading: new Map(), dependsOn: opts.dependsOn ? new Set(opts.dependsOn) : null, generation: 0 };
  const maxEntries = opts.maxEntries ?? 5000;
  caches.push(cache);
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = cache.entries.get(key);
    const now = Date.now();
    if (hit && now - hit.at < ttlMs) return hit.value as T;
    const pending = cache.loading.get(key);
    if (pending) return pending as Promise<T>;
    const started = cache.generation;
    const loading = load().finally(() => {
      if (cache.loading.get(key) === loading) cache.loading.delete(key);
    });
    cache.loading.set(key, loading);
    const value = await loading;
    // A write during the load may or may not be in it: keep only values no write overlapped.
    if (started === cache.generation) {
      if (cache.entries.size >= maxEntries) cache.entries.clear();
      cache.entries.set(key, { value, at: now });
    }
    return value;
  };
}
