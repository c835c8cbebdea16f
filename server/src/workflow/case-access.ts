// Loading a Case for an action, inside the caller's scope (404 outside it), and the object
// rules of spec 000 §6 that decide what the user may do with it.
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { caseScopeWhere } from '../access/scope.ts';
import { notFound } from '../http/errors.ts';
import { STEP_SELECT } from './flows.ts';
import { FINAL_STATES } from './states.ts';

export const CASE_ACTION_SELECT = {
  id: true,
  module: true,
  state: true,
  version: true,
  creator_id: true,
  institution_id: true,
  affected_institution_id: true,
  flow_id: true,
  reference_number: true,
  waiting_for_user_id: true,
  waiting_for_group_id: true,
  current_step: { select: STEP_SELECT },
} as const;

export type TCaseForAction = NonNullable<Awaited<ReturnType<typeof loadCaseForAction>>>;

export async function loadCaseForAction(tx: TTx, user: TCurrentUser, module: string, id: number) {
  const row = await tx.case.findFirst({ where: { id, module, ...caseScopeWhere(user) }, select: CASE_ACTION_SELECT });
  if (!row) throw notFound();
  return row;
}

export function canDecide(user: TCurrentUser, c: { waiting_for_user_id: number | null; waiting_for_group_id: number | null; current_step: { substitutor_ids: number[] } | null }): boolean {
  if (!c.current_step || user.is_readonly) return false;
  return (
    c.waiting_for_user_id === user.id ||
    (c.waiting_for_group_id !== null && user.group_ids.includes(c.waiting_for_group_id)) ||
    c.current_step.substitutor_ids.includes(user.id)
  );
}

export function isFinal(state: string): boolean {
  return FINAL_STATES.includes(state);
}

/** The creator edits its record until it is submitted; a step with can_edit_details lets its decider edit. */
export function canEdit(user: TCurrentUser, c: TCaseForAction, initialState: string): boolean {
  if (user.is_readonly || isFinal(c.state)) return false;
  if (user.is_superuser) return true;
  if (c.state === initialState && c.creator_id === user.id) return true;
  return canDecide(user, c) && c.current_step?.can_edit_details === true;
}

export function canDelete(user: TCurrentUser, c: TCaseForAction, initialState: string): boolean {
  if (user.is_readonly) return false;
  return c.state === initialState && (c.creator_id === user.id || user.is_superuser);
}
