// Default flows of the modules: created for a module that has no flow yet; existing flows (and
// the records that run on them) are never touched.
import type { TPrisma } from '../../../server/src/db/client.ts';
import type { Prisma } from '../../../server/src/generated/prisma/client.ts';
import { ZFlowSeed, type TFlowSeed } from '../../../server/src/workflow/flow-types.ts';
import { COMMITMENT_FLOWS } from './commitments.ts';
import { SYSTEM_ERROR_REPORT_FLOWS } from './system-error-reports.ts';

export const DEFAULT_FLOWS: readonly TFlowSeed[] = [...SYSTEM_ERROR_REPORT_FLOWS, ...COMMITMENT_FLOWS];

interface TDirectory {
  userIds: Map<string, number>;
  groupIds: Map<string, number>;
}

async function loadDirectory(prisma: TPrisma, flows: readonly TFlowSeed[]): Promise<TDirectory> {
  const steps = flows.flatMap((f) => ZFlowSeed.parse(f).steps);
  const emails = steps.flatMap((s) => [...('user_email' in s.assignee ? [s.assignee.user_email] : []), ...s.substitutor_emails]);
  const groups = steps.flatMap((s) => ('group' in s.assignee ? [s.assignee.group] : []));
  const users = await prisma.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  const found = await prisma.group.findMany({ where: { name: { in: groups } }, select: { id: true, name: true } });
  return { userIds: new Map(users.map((u) => [u.email, u.id])), groupIds: new Map(found.map((g) => [g.name, g.id])) };
}

function lookup(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Az alapértelmezett folyamathoz hiányzik ${what}: ${key}`);
  return id;
}

/** The Prisma create input of a flow seed, with e-mails and group names resolved to ids. */
export function resolveFlow(seed: TFlowSeed, directory: TDirectory): Prisma.FlowCreateInput {
  const flow = ZFlowSeed.parse(seed);
  return {
    module: flow.module,
    name: flow.name,
    priority: flow.priority,
    condition: flow.condition as Prisma.InputJsonValue | undefined,
    steps: {
      create: flow.steps.map((step, position) => ({
        position,
        name: step.name,
        assignee_type: 'user_email' in step.assignee ? 'user' : 'group' in step.assignee ? 'group' : 'role',
        assignee_user_id: 'user_email' in step.assignee ? lookup(directory.userIds, step.assignee.user_email, 'a felhasználó') : null,
        assignee_group_id: 'group' in step.assignee ? lookup(directory.groupIds, step.assignee.group, 'a csoport') : null,
        assignee_role: 'role' in step.assignee ? step.assignee.role : null,
        substitutor_ids: step.substitutor_emails.map((email) => lookup(directory.userIds, email, 'a helyettes')),
        can_edit_details: step.can_edit_details,
        options: {
          create: step.options.map((option, index) => ({
            position: index,
            label: option.label,
            type: option.type,
            outcome: option.outcome,
            target_position: option.target_position ?? null,
            questions: option.questions as Prisma.InputJsonValue,
            confirm_with_negative_history: option.confirm_with_negative_history,
          })),
        },
      })),
    },
  };
}

/** Creates the default flows of every module that has no flow; returns the modules it seeded. */
export async function seedDefaultFlows(prisma: TPrisma, flows: readonly TFlowSeed[] = DEFAULT_FLOWS): Promise<string[]> {
  const existing = await prisma.flow.findMany({ distinct: ['module'], select: { module: true } });
  const seeded = new Set(existing.map((f) => f.module));
  const missing = flows.filter((f) => !seeded.has(f.module));
  if (missing.length === 0) return [];
  const directory = await loadDirectory(prisma, missing);
  const inputs = missing.map((f) => resolveFlow(f, directory));
  await prisma.$transaction(inputs.map((data) => prisma.flow.create({ data, select: { id: true } })));
  return [...new Set(missing.map((f) => f.module))];
}
