// One row by a where, with a Prisma select, as one SQL statement (select-sql.ts): a record's
// details read their Case with its flow, history, comments and files this way. Prisma's read of
// the same select cost ~2.2 ms of node CPU a call against ~1.2–1.8 (DESIGN.md "List reads in SQL").
// Named (prepared) as Prisma's statements are: a read by key has one right plan.
import { Prisma } from '../../generated/prisma/client.ts';
import type { TTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-read.ts';
import { aliases, whereSql } from './where-sql.ts';
import { reviveSelected, selectSql } from './select-sql.ts';

/** The first row of `model` matching `where` as Prisma answers `select` for it, or null. */
export async function selectOne<TRow>(tx: TTx, model: string, where: Record<string, unknown>, select: Record<string, unknown>): Promise<TRow | null> {
  const condition = whereSql(model, where, 'r', aliases());
  const [found] = await rawRows<{ row: Record<string, unknown> }>(
    tx,
    Prisma.sql`SELECT ${selectSql(model, select, 'r', aliases('s'))} AS row
    FROM ${Prisma.raw(`"${model}"`)} r WHERE ${condition} LIMIT 1`,
  );
  return found ? (reviveSelected(model, select, found.row) as TRow) : null;
}
