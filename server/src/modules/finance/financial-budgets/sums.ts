// A budget's sums, computed in SQL at read time from the linked commitments and their invoices
// (one statement on numeric columns, so they are exact and always agree with the records):
// - commitments_sum: approved commitments (closed_positive), at their approved cost, else their cost;
// - unfinished_commitments_sum: commitments still in the flow: submitted (under_checking) or sent
//   back for correction (first state with decisions); drafts, rejected, storno and cancelled count nowhere;
// - invoices_sum: the live invoices (not storno, cancelled or rejected) of the approved commitments;
// - commitments_without_invoice_sum: approved commitments that have no live invoice;
// and how many commitments are charged to the budget (what the sums count).
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';

export interface TBudgetSums {
  commitments_sum: number;
  invoices_sum: number;
  commitments_without_invoice_sum: number;
  unfinished_commitments_sum: number;
}

/** What the sums count a commitment at (answered as the budget's sum_source). */
export const SUM_SOURCE = 'approved_cost';

const APPROVED = 'closed_positive';
const DEAD_INVOICE_STATES = ['rolled_back', 'cancelled', 'closed_negative'];
/** The commitments' first state (a draft, or sent back when it has decisions). */
const COMMITMENT_FIRST_STATE = 'open';

type TRow = Record<keyof TBudgetSums, Prisma.Decimal> & { commitments_count: number };

export async function budgetSums(tx: TTx, budgetId: number): Promise<{ sums: TBudgetSums; commitments_count: number }> {
  // The budget's commitments by its index, each one's Case by its key (LATERAL … LIMIT 1: as a
  // plain join the planner merges along the whole Case index, every module's rows, 0.3–1 s on
  // the bench data); invoices are read for the approved commitments only, by their index.
  const value = Prisma.sql`COALESCE(m.approved_cost, m.cost)`;
  const unfinished = Prisma.sql`k.state = 'under_checking' OR (k.state = ${COMMITMENT_FIRST_STATE} AND EXISTS (SELECT 1 FROM "Decision" d WHERE d.case_id = m.id))`;
  const [row] = await tx.$queryRaw<TRow[]>(Prisma.sql`
    SELECT
      count(*)::int AS commitments_count,
      COALESCE(SUM(${value}) FILTER (WHERE k.state = ${APPROVED}), 0) AS commitments_sum,
      COALESCE(SUM(inv.amount), 0) AS invoices_sum,
      COALESCE(SUM(${value}) FILTER (WHERE k.state = ${APPROVED} AND inv.amount IS NULL), 0) AS commitments_without_invoice_sum,
      COALESCE(SUM(${value}) FILTER (WHERE ${unfinished}), 0) AS unfinished_commitments_sum
    FROM "Commitment" m
    JOIN LATERAL (SELECT c.state FROM "Case" c WHERE c.id = m.id LIMIT 1) k ON true
    LEFT JOIN LATERAL (
      SELECT SUM(i.amount) AS amount
      FROM "Invoice" i JOIN "Case" ik ON ik.id = i.id
      WHERE k.state = ${APPROVED} AND i.commitment_id = m.id AND ik.state NOT IN (${Prisma.join(DEAD_INVOICE_STATES)})
    ) inv ON true
    WHERE m.financial_budget_id = ${budgetId}`);
  const sums = {
    commitments_sum: row.commitments_sum.toNumber(),
    invoices_sum: row.invoices_sum.toNumber(),
    commitments_without_invoice_sum: row.commitments_without_invoice_sum.toNumber(),
    unfinished_commitments_sum: row.unfinished_commitments_sum.toNumber(),
  };
  return { sums, commitments_count: row.commitments_count };
}
