// The commitments charged to a budget, as its details list them (read-only): the newest
// COMMITMENTS_SHOWN of those the caller may read (the Case scope). A budget may carry thousands
// (1 MB of JSON, over a second for 5,000); how many there are comes with the sums, which count
// them all (sums.ts).
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { institutionDisplayName } from '../../../core/institution-display.ts';

export const COMMITMENTS_SHOWN = 100;

export async function budgetCommitments(tx: TTx, user: TCurrentUser, budgetId: number) {
  const rows = await tx.commitment.findMany({
    where: { financial_budget_id: budgetId, case: caseScopeWhere(user) },
    orderBy: { id: 'desc' },
    take: COMMITMENTS_SHOWN,
    select: {
      id: true,
      subject: true,
      cost: true,
      approved_cost: true,
      case: { select: { reference_number: true, state: true, institution: { select: { id: true, name: true, unit_code: true } } } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    reference_number: r.case.reference_number,
    subject: r.subject,
    state: r.case.state,
    institution: { id: r.case.institution.id, name: institutionDisplayName(r.case.institution) },
    cost: r.cost.toNumber(),
    approved_cost: r.approved_cost === null ? null : r.approved_cost.toNumber(),
  }));
}
