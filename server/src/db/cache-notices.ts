// The read caches (db/read-cache.ts) coherent across server processes and machines (issue 30
// item 2). The tables the caches are made of announce their writes on the channel cache_changed
// (statement triggers of migration 20261129200000_cache_changed_notify; delivered at commit,
// whoever wrote: another process, a script, psql), and a Case write announces itself on
// case_changed (the list totals). Every server process listens and drops the matching caches, so
// a renamed school, a revoked token (the user's token_version) or a removed permission shows on
// every process within the notification's delay, not the cache's TTL.
import { dataChanged } from './read-cache.ts';
import { createListener, type TListener } from './listener.ts';

/** The tables' model names, comma-separated (an implicit many-to-many table names both sides). */
const CACHE_CHANNEL = 'cache_changed';
const CASE_CHANNEL = 'case_changed';

/** Opened by the server (app.ts), not by scripts that only borrow the services. */
export function createCacheNotices(databaseUrl: string, onError: (error: unknown) => void): TListener {
  return createListener({
    databaseUrl,
    channels: [CACHE_CHANNEL, CASE_CHANNEL],
    applicationName: 'etanker-cache',
    onNotification: (channel, payload) => {
      if (channel === CASE_CHANNEL) dataChanged('Case');
      else for (const model of payload.split(',')) dataChanged(model);
    },
    // Writes announced while the connection was down are lost: start afresh.
    onConnected: () => dataChanged(undefined),
    onError,
    wanted: () => true,
  });
}
