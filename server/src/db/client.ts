import crypto from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { dataChanged } from './read-cache.ts';

export type TPrisma = PrismaClient;
export type TTx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

const WRITES = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);

// Named (prepared) statements: PostgreSQL parses and plans a statement once per connection
// instead of on every call, which is most of the database's time for our small indexed queries.
const STATEMENT_NAMES_MAX = 2000;
const statementNames = new Map<string, string>();
/**
 * Starts a statement planned on every call instead: a named statement settles on a generic plan
 * after five calls, and where the best plan depends on the values (a calendar month's range and
 * scope) the generic one read 3–10× longer (DESIGN.md "Calendar month in SQL").
 */
export const CUSTOM_PLAN = '/* custom plan */';
function statementName(query: { sql: string }): string {
  // '' is PostgreSQL's unnamed statement: parsed and planned with its values each time.
  if (query.sql.startsWith(CUSTOM_PLAN)) return '';
  let name = statementNames.get(query.sql);
  if (name === undefined) {
    if (statementNames.size >= STATEMENT_NAMES_MAX) statementNames.clear();
    name = `s${crypto.createHash('sha1').update(query.sql).digest('base64url')}`;
    statementNames.set(query.sql, name);
  }
  return name;
}
// A connection keeps every statement it prepared; retiring it after this many uses bounds that.
const CONNECTION_MAX_USES = 20_000;
/**
 * Session settings of our connections. No JIT: it pays off for long analytic queries, while ours
 * are short, and a nested loop over a few thousand rows (a budget's sums) is estimated above
 * jit_above_cost, so every call compiled for ~200 ms to run for 10. No parallel workers: on two
 * cores a worker's start-up costs more than it saves on our queries (a calendar month's 2,000
 * rows took 21 ms with one, 13 ms without; DESIGN.md "Performance").
 */
export const PG_SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

/** The pool under each client createPrisma made: the compiled list reads use it directly (db/raw-read.ts). */
const pools = new WeakMap<object, pg.Pool>();
export const poolOf = (db: object): pg.Pool | undefined => pools.get(db);
export { statementName };

export function createPrisma(connectionString: string, max = 20): PrismaClient {
  const pool = new pg.Pool({ connectionString, max, maxUses: CONNECTION_MAX_USES, options: PG_SESSION_OPTIONS });
  const adapter = new PrismaPg(pool, { statementNameGenerator: statementName, disposeExternalPool: true });
  // maxWait: under load a transaction may wait for a pooled connection longer than Prisma's 2 s.
  const client = new PrismaClient({ adapter, transactionOptions: { maxWait: 10_000, timeout: 20_000 } });
  // Every write drops the read caches (db/read-cache.ts), whatever wrote it.
  const extended = client.$extends({
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          if (WRITES.has(operation)) dataChanged(model);
          return query(args);
        },
      },
    },
  });
  pools.set(extended, pool);
  // The extension adds behaviour, not API: the client keeps PrismaClient's shape.
  return extended as unknown as PrismaClient;
}
