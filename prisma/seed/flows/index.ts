// Default flows of the modules: created for a module that has no flow yet; existing flows (and
// the records that run on them) are never touched.
import type { TPrisma, TTx } from '../../../server/src/db/client.ts';
import type { Prisma } from '../../../server/src/generated/prisma/client.ts';
import { ZFlowSeed, type TFlowSeed } from '../../../server/src/workflow/flow-types.ts';
import { COMMITMENT_FLOWS } from './commitments.ts';
import { SYSTEM_ERROR_REPORT_FLOWS } from './system-error-reports.ts';
import { REQUEST_FORM_FLOWS } from './request-forms.ts';
import { ROOM_RESERVATION_FLOWS } from './room-reservations.ts';
import { ABSENCE_FLOWS } from './absences.ts';
import { COMMUTE_VERIFICATION_FLOWS } from './commute-verifications.ts';
import { CAR_BOOKING_FLOWS } from './car-bookings.ts';
import { ERROR_REPORT_FLOWS } from './error-reports.ts';
import { POSITION_FLOWS } from './positions.ts';
import { RENT_FLOWS } from './rents.ts';
import { BUS_RENTAL_FLOWS } from './bus-rentals.ts';
import { OTHER_CONTRACT_FLOWS } from './other-contracts.ts';
import { ASSIGNMENT_CONTRACT_FLOWS } from './assignment-contracts.ts';
import { ROOM_BOOKING_FLOWS } from './room-bookings.ts';
import { FINANCIAL_BUDGET_CHANGE_FLOWS } from './financial-budget-changes.ts';
import { INVOICE_FLOWS } from './invoices.ts';

export const DEFAULT_FLOWS: readonly TFlowSeed[] = [
  ...SYSTEM_ERROR_REPORT_FLOWS,
  ...COMMITMENT_FLOWS,
  ...REQUEST_FORM_FLOWS,
  ...ROOM_RESERVATION_FLOWS,
  ...ABSENCE_FLOWS,
  ...COMMUTE_VERIFICATION_FLOWS,
  ...CAR_BOOKING_FLOWS,
  ...ERROR_REPORT_FLOWS,
  ...POSITION_FLOWS,
  ...RENT_FLOWS,
  ...BUS_RENTAL_FLOWS,
  ...OTHER_CONTRACT_FLOWS,
  ...ASSIGNMENT_CONTRACT_FLOWS,
  ...ROOM_BOOKING_FLOWS,
  ...FINANCIAL_BUDGET_CHANGE_FLOWS,
  ...INVOICE_FLOWS,
];

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
