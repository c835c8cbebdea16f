// Loading a Case for an action, inside the caller's scope (404 outside it), and the object
// rules of spec 000 §6 that decide what the user may do with it.
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { canUseInstitution, caseScopeWhere } from '../access/scope.ts';
import { hasPermission } from '../access/context.ts';
import { substitutionCovers, type TSubstitutableCase } from '../access/substitutions.ts';
import { notFound } from '../http/errors.ts';
import { flowSteps, STEP_SELECT } from './flows.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { FINAL_STATES } from '@etanker/shared/states.ts';
import { fourEyesRefusal, type TFourEyesStep, type TPriorDecision } from './four-eyes.ts';

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
  title: true,
  waiting_for_user_id: true,
  waiting_for_group_id: true,
  current_step_id: true,
  permission: true,
  // Four eyes: who decided which step of the record.
  decisions: { select: { user_id: true, position: true, option_id: true } },
} as const;

type TStep = Prisma.FlowStepGetPayload<{ select: typeof STEP_SELECT }>;
export type TCaseForAction = Prisma.CaseGetPayload<{ select: typeof CASE_ACTION_SELECT }> & { current_step: TStep | null };

/** The step from the cached flow (no join per action); read directly if the cache lacks it. */
async function currentStep(tx: TTx, flowId: number | null, stepId: number | null): Promise<TStep | null> {
  if (stepId === null) return null;
  const cached = flowId === null ? undefined : (await flowSteps(tx, flowId)).find((s) => s.id === stepId);
  return cached ?? tx.flowStep.findUnique({ where: { id: stepId }, select: STEP_SELECT });
}

/** `scope` replaces the Case scope for records a module scopes itself (an employee's file: by employments). */
export async function loadCaseForAction(
  tx: TTx,
  user: TCurrentUser,
  module: string,
  id: number,
  scope: Prisma.CaseWhereInput = caseScopeWhere(user),
): Promise<TCaseForAction> {
  const row = await tx.case.findFirst({ where: { AND: [{ id, module }, scope] }, select: CASE_ACTION_SELECT });
  if (!row) throw notFound();
  return { ...row, current_step: await currentStep(tx, row.flow_id, row.current_step_id) };
}

/**
 * Whether the user may read record `id`: a message about another record (a booking clashing on a
 * shared car) names it, its text and times only to those who may, else says the car is taken.
 */
export async function canReadCase(tx: TTx, user: TCurrentUser, id: number): Promise<boolean> {
  return (await tx.case.count({ where: { AND: [{ id }, caseScopeWhere(user)] } })) > 0;
}

/** A decision's history as the API shows it (spec 000 §4). */
export const DECISION_SELECT = {
  id: true,
  user_id: true,
  option_id: true,
  user_name: true,
  step_name: true,
  position: true,
  created_at: true,
  decision: true,
  decision_label: true,
  answers: true,
} as const;
export type TDecisionRow = Prisma.DecisionGetPayload<{ select: typeof DECISION_SELECT }>;

/** The Case for a decision, with its decisions in the same query (the answer lists them). */
export async function loadCaseForDecision(
  tx: TTx,
  user: TCurrentUser,
  module: string,
  id: number,
): Promise<Omit<TCaseForAction, 'decisions'> & { decisions: TDecisionRow[] }> {
  const row = await tx.case.findFirst({
    where: { id, module, ...caseScopeWhere(user) },
    select: { ...CASE_ACTION_SELECT, decisions: { orderBy: { id: 'asc' }, select: DECISION_SELECT } },
  });
  if (!row) throw notFound();
  return { ...row, current_step: await currentStep(tx, row.flow_id, row.current_step_id) };
}

/** What deciding reads of a record: whom it waits on, its creator, its current step and history. */
export type TDecidableCase = TSubstitutableCase & { creator_id: number; current_step: TFourEyesStep | null; decisions: readonly TPriorDecision[] };

const NOT_THE_DECIDER = 'Ebben a lépésben nem Ön a döntéshozó.';

/** The step's user, a member of its group, or someone substituting one of them on this record. */
function holdsStep(user: TCurrentUser, c: TDecidableCase): boolean {
  return (
    c.waiting_for_user_id === user.id ||
    (c.waiting_for_group_id !== null && user.group_ids.includes(c.waiting_for_group_id)) ||
    user.substitutions.some((s) => substitutionCovers(s, c))
  );
}

/** Why the user may not decide the record's current step (the decision route's 403), or null. */
export function decisionRefusal(user: TCurrentUser, c: TDecidableCase): string | null {
  if (!c.current_step || user.is_readonly || !holdsStep(user, c)) return NOT_THE_DECIDER;
  return fourEyesRefusal(user.id, c, c.current_step);
}

/** One predicate for the decision route, `can_decide` and `waiting_for_me`: holds the step, four eyes allowing. */
export function canDecide(user: TCurrentUser, c: TDecidableCase): boolean {
  return decisionRefusal(user, c) === null;
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

/** A draft its creator deletes; once decided on (submitted, sent back) it is kept for its history. */
export function canDelete(user: TCurrentUser, c: TCaseForAction, initialState: string, hasDecisions: boolean): boolean {
  if (user.is_readonly || hasDecisions) return false;
  return c.state === initialState && (c.creator_id === user.id || user.is_superuser);
}

/** Sztornó: the centre, or the creator while in progress or sent back to it (DESIGN.md). */
export function canStorno(user: TCurrentUser, c: TCaseForAction, initialState: string, hasDecisions: boolean): boolean {
  if (user.is_readonly) return false;
  const sentBack = c.state === initialState && hasDecisions;
  if (!(sentBack || c.state === 'under_checking' || c.state === 'closed_positive')) return false;
  return user.is_centre || (c.creator_id === user.id && c.state !== 'closed_positive');
}

/** Lemondás: an approved record, by the centre or its creator. */
export function canCancel(user: TCurrentUser, c: Pick<TCaseForAction, 'state' | 'creator_id'>): boolean {
  return !user.is_readonly && c.state === 'closed_positive' && (user.is_centre || c.creator_id === user.id);
}

/** Másolás: the copy is made in the record's institution if the copier may write there, else in the copier's own. */
export function canCopy(user: TCurrentUser, c: Pick<TCaseForAction, 'institution_id'>): boolean {
  return !user.is_readonly && (canUseInstitution(user, c.institution_id) || user.institution_id !== null);
}

/** Whether the user may make records of the module (create, copy): a module may ask a permission besides its gate. */
export function canCreate(user: TCurrentUser, def: { createPermission?: string }): boolean {
  return !user.is_readonly && (!def.createPermission || hasPermission(user, def.createPermission));
}

/** Comments, uploads and subscriptions are writes: anyone who sees the record, except read-only users. */
export function canWriteOnRecord(user: TCurrentUser): boolean {
  return !user.is_readonly;
}
