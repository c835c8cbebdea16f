// A compiled read (workflow/list-sql/) on the bare pg pool under the Prisma client: Prisma's
// handling of a raw result was a quarter of a list page's CPU at 32 connections (DESIGN.md
// "Benchmarks"), and the bench's floor reads this way. Inside a transaction (a `tx`, which has no
// pool of its own) the read goes through Prisma, so it sees the transaction's writes.
import pg from 'pg';
import { Prisma } from '../generated/prisma/client.ts';
import { poolOf, statementName, type TTx } from './client.ts';

// PostgreSQL `timestamp` (without time zone) holds UTC wall-clock time, as Prisma writes it; pg
// would read it in the process's time zone.
const TIMESTAMP = 1114;
const utcTimestamp = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
const TYPES = { getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === TIMESTAMP ? utcTimestamp : pg.types.getTypeParser(oid, format)) };

/** A bound value as Prisma sends it: instants as UTC text, decimals and big integers as their digits. */
function sent(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Prisma.Decimal.isDecimal(value) || typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(sent);
  return value;
}

/** The rows of `query`: unnamed (planned with its values) when it starts with CUSTOM_PLAN, else a named statement. */
export async function rawRows<TRow>(db: TTx, query: Prisma.Sql): Promise<TRow[]> {
  const pool = poolOf(db);
  if (!pool) return db.$queryRaw<TRow[]>(query);
  const name = statementName({ sql: query.text });
  const config = { text: query.text, values: query.values.map(sent), types: TYPES };
  const result = await pool.query<TRow & pg.QueryResultRow>(name ? { ...config, name } : config);
  return result.rows;
}
