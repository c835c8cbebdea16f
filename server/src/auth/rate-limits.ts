// Counters for the login and password-reset limits: rate-limiter-flexible's Postgres limiter on
// the "RateLimit" table (created by a migration), run through Prisma's connection pool. Each
// attempt is one atomic upsert, so parallel requests and several server processes share exact
// counts (DESIGN.md "Security model").
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { TPrisma } from '../db/client.ts';
import { tooManyRequests } from '../http/errors.ts';

export interface TLimit {
  points: number;
  seconds: number;
}

type TRow = Record<string, unknown>;

const numbersFor = (row: TRow): TRow =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [column, typeof value === 'bigint' ? Number(value) : value]));

/** The one call of pg's Pool the limiter makes (`query({ text, values })`), answered by Prisma.
 * `expire` (int8) comes back as a number, as pg would give something the limiter can subtract. */
function prismaAsPgPool(prisma: TPrisma) {
  return {
    async query(q: { text: string; values?: unknown[] }): Promise<{ rows: TRow[]; rowCount: number }> {
      const values = q.values ?? [];
      if (/^\s*DELETE\b/i.test(q.text)) return { rows: [], rowCount: await prisma.$executeRawUnsafe(q.text, ...values) };
      const rows = await prisma.$queryRawUnsafe<TRow[]>(q.text, ...values);
      return { rows: rows.map(numbersFor), rowCount: rows.length };
    },
  };
}

export type TLimiter = RateLimiterPostgres;

export function createLimiterFactory(prisma: TPrisma) {
  const pool = prismaAsPgPool(prisma);
  let cleaner = true;
  return (name: string, limit: TLimit): TLimiter => {
    const limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'RateLimit',
      tableCreated: true,
      keyPrefix: name,
      points: limit.points,
      duration: limit.seconds,
      blockDuration: limit.seconds,
      // Rows expired an hour ago are deleted every few minutes; one limiter doing it is enough.
      clearExpiredByTimeout: cleaner,
    });
    cleaner = false;
    return limiter;
  };
}

/** Counts one attempt; over the limit → 429 with the minutes to wait. Store errors pass on as they are. */
export async function consumeOrRefuse(limiter: TLimiter, key: string, refusal: (minutes: number) => string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(refusal(Math.max(1, Math.ceil(error.msBeforeNext / 60000))));
    throw error;
  }
}
