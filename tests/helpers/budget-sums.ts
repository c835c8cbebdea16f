// The reference of a financial budget's kept sums (DESIGN.md "Financial budgets"): the
// read-time statement the details answered before the database kept them, on numeric columns.
// The tests compare the kept sums with it after every kind of change.
import { Prisma } from '../../server/src/generated/prisma/client.ts';
import type { TPrisma } from '../../server/src/db/client.ts';

/** The sums as they were computed at read time (before they were kept): the reference. */
export async function referenceSums(prisma: TPrisma, budgetId: number) {
  const [row] = await prisma.$queryRaw<Record<string, Prisma.Decimal | number>[]>(Prisma.sql`
    SELECT
      count(*)::int AS commitments_count,
      COALESCE(SUM(COALESCE(m.approved_cost, m.cost)) FILTER (WHERE k.state = 'closed_positive'), 0) AS commitments_sum,
      COALESCE(SUM(inv.amount), 0) AS invoices_sum,
      COALESCE(SUM(COALESCE(m.approved_cost, m.cost)) FILTER (WHERE k.state = 'closed_positive' AND inv.amount IS NULL), 0) AS commitments_without_invoice_sum,
      COALESCE(SUM(COALESCE(m.approved_cost, m.cost)) FILTER (
        WHERE k.state = 'under_checking' OR (k.state = 'open' AND EXISTS (SELECT 1 FROM "Decision" d WHERE d.case_id = m.id))), 0) AS unfinished_commitments_sum
    FROM "Commitment" m
    JOIN "Case" k ON k.id = m.id
    LEFT JOIN LATERAL (
      SELECT SUM(i.amount) AS amount
      FROM "Invoice" i JOIN "Case" ik ON ik.id = i.id
      WHERE k.state = 'closed_positive' AND i.commitment_id = m.id AND ik.state NOT IN ('rolled_back', 'cancelled', 'closed_negative')
    ) inv ON true
    WHERE m.financial_budget_id = ${budgetId}`);
  const n = (v: Prisma.Decimal | number) => Number(v.toString());
  return {
    commitments_count: n(row.commitments_count),
    sums: {
      commitments_sum: n(row.commitments_sum),
      invoices_sum: n(row.invoices_sum),
      commitments_without_invoice_sum: n(row.commitments_without_invoice_sum),
      unfinished_commitments_sum: n(row.unfinished_commitments_sum),
    },
  };
}
