// The commitments charged to a budget, as its details list them: the newest COMMITMENTS_SHOWN of
// those the caller may read. A budget may carry thousands (1 MB of JSON, over a second for 5,000);
// how many there are comes with the sums, which count them all (sums.ts).
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { chargedCommitments } from '../../../core/charged-commitments.ts';

export const COMMITMENTS_SHOWN = 100;

export const budgetCommitments = (tx: TTx, user: TCurrentUser, budgetId: number) =>
  chargedCommitments(tx, user, { financial_budget_id: budgetId }, COMMITMENTS_SHOWN);
