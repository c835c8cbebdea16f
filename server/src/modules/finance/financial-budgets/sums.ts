// A budget's sums, kept on its row by the database in the transaction of every change they count
// (statement triggers on Commitment, Invoice, Case and Decision, migration
// 20261126042143_financial_budget_kept_sums), so they always agree with the records. They count:
// - commitments_sum: approved commitments (closed_positive), at their approved cost, else their cost;
// - unfinished_commitments_sum: commitments still in the flow: submitted (under_checking) or sent
//   back for correction (first state with decisions); drafts, rejected, storno and cancelled count nowhere;
// - invoices_sum: the live invoices (not storno, cancelled or rejected) of the approved commitments;
// - commitments_without_invoice_sum: approved commitments that have no live invoice;
// and how many commitments are charged to the budget (what the sums count). Computing them at
// read time took ~10,000 key probes for a budget of 5,000 commitments (DESIGN.md "Financial budgets").
import type { TTx } from '../../../db/client.ts';

export interface TBudgetSums {
  commitments_sum: number;
  invoices_sum: number;
  commitments_without_invoice_sum: number;
  unfinished_commitments_sum: number;
}

/** What the sums count a commitment at (answered as the budget's sum_source). */
export const SUM_SOURCE = 'approved_cost';

export async function budgetSums(tx: TTx, budgetId: number): Promise<{ sums: TBudgetSums; commitments_count: number }> {
  const row = await tx.financialBudget.findUniqueOrThrow({
    where: { id: budgetId },
    select: {
      commitments_count: true,
      commitments_sum: true,
      invoices_sum: true,
      commitments_without_invoice_sum: true,
      unfinished_commitments_sum: true,
    },
  });
  const sums = {
    commitments_sum: row.commitments_sum.toNumber(),
    invoices_sum: row.invoices_sum.toNumber(),
    commitments_without_invoice_sum: row.commitments_without_invoice_sum.toNumber(),
    unfinished_commitments_sum: row.unfinished_commitments_sum.toNumber(),
  };
  return { sums, commitments_count: row.commitments_count };
}
