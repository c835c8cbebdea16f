// The commitments charged to a budget or a tender, as their details list them (read-only): those
// the caller may read (the Case scope), newest first. One reader for both, so the two lists keep
// one shape (they had drifted apart as copies).
import type { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { caseScopeWhere } from '../access/scope.ts';
import { institutionDisplayName } from './institution-display.ts';

const COMMITMENT_ROW_SELECT = {
  id: true,
  subject: true,
  cost: true,
  approved_cost: true,
  case: { select: { reference_number: true, state: true, institution: { select: { id: true, name: true, unit_code: true } } } },
} as const satisfies Prisma.CommitmentSelect;

/** `charged`: the budget or tender the commitments are charged to; `take`: at most this many (else all). */
export async function chargedCommitments(tx: TTx, user: TCurrentUser, charged: { financial_budget_id: number } | { tender_id: number }, take?: number) {
  const rows = await tx.commitment.findMany({
    where: { ...charged, case: caseScopeWhere(user) },
    orderBy: { id: 'desc' },
    take,
    select: COMMITMENT_ROW_SELECT,
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
