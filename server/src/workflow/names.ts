// The names a Case row refers to (institution, creator, waiting user or group, step): small
// tables read on every list page, so kept in memory (dropped by writes to them). Lists then
// read flat Case columns, which PostgreSQL plans in a fraction of the time of nested joins.
import type { TTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { createReadCache } from '../db/read-cache.ts';

const STEP_NAMES_SELECT = {
  id: true,
  name: true,
  can_edit_details: true,
  // Four eyes (workflow/four-eyes.ts) read these to tell whether a row waits for the user.
  position: true,
  assignee_role: true,
  flow: { select: { allow_same_decider: true } },
  options: { orderBy: { position: 'asc' }, select: { id: true, label: true, type: true, questions: true, confirm_with_negative_history: true } },
} as const satisfies Prisma.FlowStepSelect;
export type TStepNames = Prisma.FlowStepGetPayload<{ select: typeof STEP_NAMES_SELECT }>;

export interface TNameMaps {
  institutions: Map<number, string>;
  users: Map<number, string>;
  groups: Map<number, string>;
  /** Each step with its options: list rows answer the current step as details do (spec 000 §3). */
  steps: Map<number, TStepNames>;
}

const cachedNames = createReadCache<TNameMaps>(60_000, { dependsOn: ['Institution', 'User', 'Group', 'Flow', 'FlowStep', 'DecisionOption'] });

export function nameMaps(tx: TTx): Promise<TNameMaps> {
  return cachedNames('all', async () => {
    const [institutions, users, groups, steps] = await Promise.all([
      tx.institution.findMany({ select: { id: true, name: true } }),
      tx.user.findMany({ select: { id: true, name: true } }),
      tx.group.findMany({ select: { id: true, name: true } }),
      tx.flowStep.findMany({ select: STEP_NAMES_SELECT }),
    ]);
    return {
      institutions: new Map(institutions.map((i) => [i.id, i.name])),
      users: new Map(users.map((u) => [u.id, u.name])),
      groups: new Map(groups.map((g) => [g.id, g.name])),
      steps: new Map(steps.map((s) => [s.id, s])),
    };
  });
}
