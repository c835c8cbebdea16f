// A list page of Cases and its total, each one SQL statement compiled from the list's Prisma
// where and orderBy, planned with its values (CUSTOM_PLAN: an unnamed statement). A named
// statement's generic plan cannot see which module or whose scope it reads (issue 23 item 0).
import { Prisma } from '../../generated/prisma/client.ts';
import { CUSTOM_PLAN, type TTx } from '../../db/client.ts';
import { aliases, whereSql } from './where-sql.ts';
import { orderSql } from './order-sql.ts';

/** The flat Case columns of a list row (workflow/list.ts CASE_ROW_SELECT). */
export interface TCasePageRow {
  id: number;
  state: string;
  reference_number: string;
  created_at: Date;
  institution_id: number;
  creator_id: number;
  waiting_for_user_id: number | null;
  waiting_for_group_id: number | null;
  current_step_id: number | null;
  flow_id: number | null;
}

const COLUMNS = Prisma.raw(
  ['id', 'state', 'reference_number', 'created_at', 'institution_id', 'creator_id', 'waiting_for_user_id', 'waiting_for_group_id', 'current_step_id', 'flow_id']
    .map((name) => `c."${name}"`)
    .join(', '),
);

export function casePage(
  tx: TTx,
  where: Prisma.CaseWhereInput,
  orderBy: readonly Prisma.CaseOrderByWithRelationInput[],
  page: { skip: number; take: number },
): Promise<TCasePageRow[]> {
  const names = aliases();
  const condition = whereSql('Case', where as Record<string, unknown>, 'c', names);
  const order = orderSql('Case', orderBy as Record<string, unknown>[], 'c', names);
  return tx.$queryRaw<
    TCasePageRow[]
  >`${Prisma.raw(CUSTOM_PLAN)} SELECT ${COLUMNS} FROM "Case" c WHERE ${condition} ORDER BY ${order} LIMIT ${page.take} OFFSET ${page.skip}`;
}

export async function caseCount(tx: TTx, where: Prisma.CaseWhereInput): Promise<number> {
  const condition = whereSql('Case', where as Record<string, unknown>, 'c', aliases());
  const [row] = await tx.$queryRaw<{ n: number }[]>`${Prisma.raw(CUSTOM_PLAN)} SELECT count(*)::int AS n FROM "Case" c WHERE ${condition}`;
  return row.n;
}
