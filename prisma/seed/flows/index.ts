// Default flows of the modules (each module folder's flow.ts): created for a module that has no flow yet; existing flows (and
// the records that run on them) are never touched.
import type { TPrisma, TTx } from '../../../server/src/db/client.ts';
import type { Prisma } from '../../../server/src/generated/prisma/client.ts';
import { ZFlowSeed, type TFlowSeed } from '../../../server/src/workflow/flow-types.ts';
import { moduleFlows } from '../modules.gen.ts';

/** Every module's default flows (its folder's flow.ts), in the order of their module's key. */
export const DEFAULT_FLOWS: readonly TFlowSeed[] = moduleFlows;

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
    allow_same_decider: flow.allow_same_decider,
    condition: flow.condition as Prisma.InputJsonValue | undefined,
    steps: {
      create: flow.steps.map((step, position) => ({
        position,
        name: step.name,
        assignee_type: 'user_email' in step.assignee ? 'user' : 'group' in step.assignee ? 'group' : 'role',
        assignee_user_id: 'user_email' in step.assignee ? lookup(directory.userIds, step.assignee.user_email, 'a felhasználó') : null,
        assignee_group_id: 'group' in step.assignee ? lookup(directory.groupIds, step.assignee.group, 'a csoport') : null,
        assignee_role: 'role' in step.assignee ? step.assignee.role : null,
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
  await prisma.$transaction(async (tx) => {
    for (const seed of missing) {
      const flow = await tx.flow.create({
        data: resolveFlow(seed, directory),
        select: { steps: { orderBy: { position: 'asc' }, select: STEP_HOLDER_SELECT } },
      });
      const steps = ZFlowSeed.parse(seed).steps;
      for (const [position, step] of steps.entries()) {
        const substitutes = step.substitutor_emails.map((email) => lookup(directory.userIds, email, 'a helyettes'));
        if (substitutes.length) await seedStepSubstitutions(tx, flow.steps[position], substitutes);
      }
    }
  });
  return [...new Set(missing.map((f) => f.module))];
}

const STEP_HOLDER_SELECT = { id: true, assignee_type: true, assignee_user_id: true, assignee_group_id: true, assignee_role: true } as const;

/** A step's substitutes stand in for each person the step can wait on, within that person's
 * institutions (Substitution rows with no institutions listed), open-ended. */
async function seedStepSubstitutions(tx: TTx, step: Prisma.FlowStepGetPayload<{ select: typeof STEP_HOLDER_SELECT }>, substituteIds: number[]) {
  const holders: Prisma.UserWhereInput | null =
    step.assignee_type === 'user'
      ? { id: step.assignee_user_id ?? -1 }
      : step.assignee_type === 'group'
        ? { groups: { some: { id: step.assignee_group_id ?? -1 } } }
        : step.assignee_role === 'referent'
          ? { is_referent: true }
          : step.assignee_role === 'hr_referent'
            ? { is_hr_referent: true }
            : step.assignee_role === 'institution_manager'
              ? { groups: { some: { name: 'Iskolavezetők' } } }
              : null;
  if (!holders) return;
  const substituted = await tx.user.findMany({ where: { ...holders, is_active: true }, select: { id: true } });
  const rows = substituteIds.flatMap((substitute_id) =>
    substituted.filter((u) => u.id !== substitute_id).map((u) => ({ substitute_id, substituted_id: u.id, step_id: step.id })),
  );
  if (rows.length) await tx.substitution.createMany({ data: rows });
}
