// What waits for the user to decide, as a Case where (the `waiting_for_me` filter, my tasks):
// four eyes (workflow/four-eyes.ts) applied to lists, in access/ so that core/ reads it without
// the engine.
import type { Prisma } from '../generated/prisma/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { waitingForUserWhere } from './scope.ts';

/**
 * The creator's half of the rule as a Case where, for lists of what waits for the user (the
 * `waiting_for_me` filter, my tasks): their own records on an approval step are left out. The
 * other half (who decided another step) compares a decision's position with the current step's,
 * which a where cannot; such a row still answers `waiting_for_me: false`.
 */
export function notOwnApprovalWhere(userId: number): Prisma.CaseWhereInput {
  return {
    NOT: {
      creator_id: userId,
      current_step: { OR: [{ assignee_role: null }, { assignee_role: { not: 'creator' } }], flow: { allow_same_decider: false } },
    },
  };
}

/** What waits for the user to decide, less their own records' approval steps. */
export function waitingForMeWhere(user: TCurrentUser): Prisma.CaseWhereInput {
  return { AND: [waitingForUserWhere(user), notOwnApprovalWhere(user.id)] };
}
