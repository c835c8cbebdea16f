// A budget's change requests as its details list them: those the caller may read (the Case
// scope), newest first, with where each stands. Deciding one uses the request's own details
// (financialBudgetChanges.get): its current step and options.
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { formatDate } from '@etanker/shared/format.ts';

export async function budgetChangeRequests(tx: TTx, user: TCurrentUser, budgetId: number) {
  const rows = await tx.financialBudgetChange.findMany({
    where: { financial_budget_id: budgetId, case: caseScopeWhere(user) },
    orderBy: { id: 'desc' },
    select: {
      id: true,
      previous_amount: true,
      amount_change: true,
      reason: true,
      case: {
        select: {
          reference_number: true,
          state: true,
          created_at: true,
          creator: { select: { id: true, name: true } },
          waiting_for_user: { select: { id: true, name: true } },
          waiting_for_group: { select: { id: true, name: true } },
        },
      },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    reference_number: r.case.reference_number,
    state: r.case.state,
    created_at: formatDate(r.case.created_at),
    creator: r.case.creator,
    waiting_for: r.case.waiting_for_user ?? r.case.waiting_for_group,
    previous_amount: r.previous_amount.toNumber(),
    amount_change: r.amount_change.toNumber(),
    new_amount: r.previous_amount.add(r.amount_change).toNumber(),
    reason: r.reason,
  }));
}
