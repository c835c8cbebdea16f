// Többlettanítási szerződések: a school's contracts with its own teachers for the hours they
// teach beyond their mandatory ones (spec 002 §3, §7; MODULES.md §3.30; DESIGN.md "Education
// contracts"). The requester records the teacher (their HR file copied by kitolt/), the month's
// tasks in hours and the hourly rate; the head of the school approves. The approved (closed)
// contracts of a month are summed for payroll by the summaries (§3.31).
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters, unreadFilters, verificationStepFilter } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { createData } from '../../../workflow/manifest-model.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { tasksPayment, tasksQuantity } from '../../../workflow/contract-tasks.ts';
import { checkOpenInstitutions, institutionOrOwn } from '../../../access/institution-fields.ts';
import { checkVisibleEmployee } from '../../employee-prefill.ts';
import { EXTRA_TEACHING_CONTRACT_MANIFEST as MANIFEST, ZExtraTeachingContractInput, type TExtraTeachingContractInput } from './manifest.ts';
import { fillTeacher } from './person.ts';
import { userContracts } from './mind.ts';
import { ExtraTeachingContractPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('extraTeachingContracts');
const INITIAL_STATE = 'open';
const PERMISSION = 'extra_teaching.can_use_extra_teaching_module';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.extraTeachingContract, caseRelation: 'extra_teaching_contract' });

/** The contract, its tasks, and the server's hours and payment (the tasks' hours × the rate, whole forints). */
async function writeContract(tx: TTx, id: number, input: TExtraTeachingContractInput, create: boolean) {
  const data = { ...MANIFEST.toData(input), total_hours: tasksQuantity(input.tasks), total_payment: tasksPayment(input.tasks, input.payment) };
  if (create) await tx.extraTeachingContract.create({ data: createData('ExtraTeachingContract', { id, ...data }), select: { id: true } });
  else await tx.extraTeachingContract.update({ where: { id }, data, select: { id: true } });
  await writeLines(tx.extraTeachingContractTask, { field: 'tasks', parentColumn: 'contract_id', parentId: id, lines: input.tasks, create });
}

/** A new contract: an open school (the writer's own unless named), an employee the writer may see. */
async function createFields(tx: TTx, ctx: TAuthedContext, input: TExtraTeachingContractInput) {
  const institution = institutionOrOwn(ctx.user, input.institution);
  await checkOpenInstitutions(tx, { institution });
  await checkVisibleEmployee(tx, ctx.user, { field: 'user', userId: input.user });
  return { institution_id: institution };
}

/** An edit keeps the school it does not name; a school named anew must be open, a new employee visible. */
async function updateFields(tx: TTx, ctx: TAuthedContext, id: number, input: TExtraTeachingContractInput) {
  const now = await tx.extraTeachingContract.findUniqueOrThrow({ where: { id }, select: { user_id: true, case: { select: { institution_id: true } } } });
  const named = input.institution === undefined || input.institution === now.case.institution_id ? undefined : input.institution;
  await checkOpenInstitutions(tx, { institution: named });
  await checkVisibleEmployee(tx, ctx.user, { field: 'user', userId: input.user, current: now.user_id });
  return named === undefined ? {} : { institution_id: named };
}

export const extraTeachingContracts = defineWorkflowModule({
  ...workflowNames('extraTeachingContracts'),
  permission: PERMISSION,
  permissions: [
    {
      codename: PERMISSION,
      name: 'Többlettanítási szerződések modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'HR referensek', 'Központi HR', 'Iskolai HR referensek', 'Tanügyi referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: 'extra_teaching',
  referencePrefix: 'TT',
  extraFields: true,
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZExtraTeachingContractInput,
  updateInput: ZExtraTeachingContractInput,
  insert: (tx, _ctx, id, input) => writeContract(tx, id, input, true),
  write: (tx, _ctx, id, input) => writeContract(tx, id, input, false),
  filters: {
    ...commonWorkflowFilters(MODULE, INITIAL_STATE),
    ...unreadFilters,
    verification_step: verificationStepFilter(MODULE),
    ...fromManifest.filters,
  },
  prepareCreate: createFields,
  prepareUpdate: updateFields,
  describe: async (tx, id) => {
    const r = await tx.extraTeachingContract.findUniqueOrThrow({
      where: { id },
      select: { name: true, tasks: { select: { name: true } }, case: { select: { creator: { select: { name: true } } } } },
    });
    // Identifiers (tax number, TAJ) stay out of the search text: a list search must not find a person by them.
    return { title: r.name, searchText: `${r.case.creator.name} ${r.tasks.map((t) => t.name).join(' ')}`.slice(0, 2000) };
  },
  // The copy's tasks are new rows of the new contract (a next month's contract starts from this one).
  copy: async (tx, ctx, sourceId, newId) => {
    await fromManifest.copy(tx, ctx, sourceId, newId);
    const tasks = await tx.extraTeachingContractTask.findMany({
      where: { contract_id: sourceId },
      select: { name: true, planned_quantity: true, final_quantity: true },
      orderBy: { id: 'asc' },
    });
    if (tasks.length) await tx.extraTeachingContractTask.createMany({ data: tasks.map((t) => ({ ...t, contract_id: newId })) });
  },
  documents: {
    extra_teaching_contract: { label: 'Többlettanítási szerződés', render: (ctx, id, view) => ExtraTeachingContractPdf(ctx.prisma, id, view) },
  },
  actions: { fill: fillTeacher, mind: userContracts },
});
