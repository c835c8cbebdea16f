// Picking a record's flow and resolving who a step waits on.
import type { TTx } from '../db/client.ts';
import type { TFlowCondition } from './flow-types.ts';
import { createReadCache } from '../db/read-cache.ts';
import { excludedDeciders, type TFourEyesStep, type TPriorDecision } from './four-eyes.ts';

export const STEP_SELECT = {
  id: true,
  flow_id: true,
  position: true,
  name: true,
  assignee_type: true,
  assignee_user_id: true,
  assignee_group_id: true,
  assignee_role: true,
  can_edit_details: true,
  flow: { select: { allow_same_decider: true } },
} as const;

function matches(condition: TFlowCondition | null, record: Record<string, unknown>): boolean {
  if (!condition) return true;
  const actual = Number(record[condition.field] ?? NaN);
  const raw = record[condition.field];
  const expected = condition.value;
  switch (condition.op) {
    case 'eq':
      return String(raw) === String(expected);
    case 'ne':
      return String(raw) !== String(expected);
    case 'gt':
      return actual > Number(expected);
    case 'gte':
      return actual >= Number(expected);
    case 'lt':
      return actual < Number(expected);
    case 'lte':
      return actual <= Number(expected);
    case 'in':
      return Array.isArray(expected) && (expected as unknown[]).map(String).includes(String(raw));
  }
}

/** The active flow of highest priority whose condition the record meets. */
export async function selectFlowId(tx: TTx, module: string, record: Record<string, unknown>): Promise<number | null> {
  const flows = await tx.flow.findMany({
    where: { module, is_active: true },
    orderBy: [{ priority: 'desc' }, { id: 'asc' }],
    select: { id: true, condition: true },
  });
  return flows.find((f) => matches(f.condition as TFlowCondition | null, record))?.id ?? null;
}

export interface TAssigneeContext {
  creator_id: number;
  institution_id: number;
  /** The record's decisions so far: four eyes resolve a role to someone who made none elsewhere. */
  decisions?: readonly TPriorDecision[];
}

const ROLE_WHERE = {
  institution_manager: { groups: { some: { name: 'Iskolavezetők' } } },
  referent: { is_referent: true },
  hr_referent: { is_hr_referent: true },
} as const;
type TRole = keyof typeof ROLE_WHERE;
const isRole = (role: string | null): role is TRole => role !== null && Object.hasOwn(ROLE_WHERE, role);

// Every decision resolves its next step's role: who holds a role at a school changes rarely.
const cachedRoleHolders = createReadCache<number[]>(60_000, { dependsOn: ['User', 'Group', 'Institution'] });

async function readRoleHolders(tx: TTx, role: TRole, institutionId: number): Promise<number[]> {
  const users = await tx.user.findMany({
    where: { ...ROLE_WHERE[role], is_active: true, managed_institutions: { some: { id: institutionId } } },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  return users.map((u) => u.id);
}

/** Who a step waits on for this record: a user, or a group. */
export async function resolveAssignee(
  tx: TTx,
  step: TFourEyesStep & { assignee_type: string; assignee_user_id: number | null; assignee_group_id: number | null },
  record: TAssigneeContext,
): Promise<{ waiting_for_user_id: number | null; waiting_for_group_id: number | null }> {
  if (step.assignee_type === 'user') return { waiting_for_user_id: step.assignee_user_id, waiting_for_group_id: null };
  if (step.assignee_type === 'group') return { waiting_for_user_id: null, waiting_for_group_id: step.assignee_group_id };
  if (step.assignee_role === 'creator') return { waiting_for_user_id: record.creator_id, waiting_for_group_id: null };
  const role = step.assignee_role;
  if (!isRole(role)) return { waiting_for_user_id: null, waiting_for_group_id: null };
  const holders = await cachedRoleHolders(`${role}:${record.institution_id}`, () => readRoleHolders(tx, role, record.institution_id));
  // The first holder four eyes allow; when none is left, the first one (who sees why it stalls: a substitute decides).
  const excluded = excludedDeciders({ creator_id: record.creator_id, decisions: record.decisions ?? [] }, step);
  return { waiting_for_user_id: holders.find((id) => !excluded.has(id)) ?? holders[0] ?? null, waiting_for_group_id: null };
}

const OPTION_SELECT = {
  id: true,
  label: true,
  type: true,
  outcome: true,
  target_position: true,
  questions: true,
  confirm_with_negative_history: true,
  position: true,
} as const;

// Flows are read on every decision and change rarely (by administrators): kept for a minute.
const cachedFlows = createReadCache<Awaited<ReturnType<typeof readFlowSteps>>>(60_000, { dependsOn: ['Flow', 'FlowStep', 'DecisionOption'] });

function readFlowSteps(tx: TTx, flowId: number) {
  return tx.flowStep.findMany({
    where: { flow_id: flowId },
    orderBy: { position: 'asc' },
    select: { ...STEP_SELECT, options: { orderBy: { position: 'asc' }, select: OPTION_SELECT } },
  });
}

/** A flow's steps in order, each with its decision options. */
export function flowSteps(tx: TTx, flowId: number) {
  return cachedFlows(String(flowId), () => readFlowSteps(tx, flowId));
}
