// A list page of Cases (with each one's decisions and the module's columns) and its total, each
// one SQL statement compiled from the list's Prisma where, orderBy and select, planned with its
// values (CUSTOM_PLAN: an unnamed statement). A named statement's generic plan cannot see which
// module or whose scope it reads (issue 23 item 0).
import { Prisma } from '../../generated/prisma/client.ts';
import { CUSTOM_PLAN, type TTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-read.ts';
import type { TDecisionRow } from '../case-access.ts';
import { aliases, whereSql } from './where-sql.ts';
import { orderSql } from './order-sql.ts';
import { reviveSelected, selectSql } from './select-sql.ts';

/** The flat Case columns of a list row (workflow/list.ts CASE_ROW_SELECT) and its decisions, oldest first. */
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
  decisions: TDecisionRow[];
  /** The module's columns: what Prisma answers for `select` on this Case (workflow/define.ts TListColumns). */
  record: Record<string, unknown>;
}

/** A record's decisions as JSON (case-access.ts DECISION_SELECT), by Decision(case_id). */
const DECISIONS = Prisma.raw(`(SELECT COALESCE(json_agg(json_build_object('id', d.id, 'user_id', d.user_id, 'option_id', d.option_id,
  'user_name', d.user_name, 'step_name', d.step_name, 'position', d.position, 'created_at', d.created_at, 'decision', d.decision,
  'decision_label', d.decision_label, 'answers', d.answers) ORDER BY d.id), '[]') FROM "Decision" d WHERE d.case_id = c.id) AS decisions`);

type TJsonDecision = Omit<TDecisionRow, 'created_at'> & { created_at: string };

const COLUMNS = Prisma.raw(
  ['id', 'state', 'reference_number', 'created_at', 'institution_id', 'creator_id', 'waiting_for_user_id', 'waiting_for_group_id', 'current_step_id', 'flow_id']
    .map((name) => `c."${name}"`)
    .join(', '),
);

/**
 * The page's Cases are chosen in a subquery (its LIMIT keeps the index's order and reads no more),
 * so decisions and the module's columns are built for the page's rows alone; the outer query
 * keeps the subquery's order. Joined before the page is cut, PostgreSQL built the module's JSON
 * for every match of a search (2,000 matches: 45 ms).
 */
export async function casePage(
  tx: TTx,
  where: Prisma.CaseWhereInput,
  orderBy: readonly Prisma.CaseOrderByWithRelationInput[],
  page: { skip: number; take: number },
  select: Prisma.CaseSelect,
): Promise<TCasePageRow[]> {
  const names = aliases();
  const condition = whereSql('Case', where as Record<string, unknown>, 'c', names);
  const order = orderSql('Case', orderBy as Record<string, unknown>[], 'c', names);
  const record = selectSql('Case', select as Record<string, unknown>, 'c', aliases('s'));
  const rows = await rawRows<Omit<TCasePageRow, 'decisions'> & { decisions: TJsonDecision[] }>(
    tx,
    Prisma.sql`${Prisma.raw(CUSTOM_PLAN)}
    SELECT ${COLUMNS}, ${DECISIONS}, ${record} AS record
      FROM (SELECT * FROM "Case" c WHERE ${condition} ORDER BY ${order} LIMIT ${page.take} OFFSET ${page.skip}) c`,
  );
  for (const row of rows) {
    // JSON carries the instant as text; the row answers a Date, as Prisma's did.
    for (const d of row.decisions) Object.assign(d, { created_at: new Date(d.created_at) });
    reviveSelected('Case', select as Record<string, unknown>, row.record);
  }
  return rows as unknown as TCasePageRow[];
}

export async function caseCount(tx: TTx, where: Prisma.CaseWhereInput): Promise<number> {
  const condition = whereSql('Case', where as Record<string, unknown>, 'c', aliases());
  const [row] = await rawRows<{ n: number }>(tx, Prisma.sql`${Prisma.raw(CUSTOM_PLAN)} SELECT count(*)::int AS n FROM "Case" c WHERE ${condition}`);
  return row.n;
}
