// Új óraadói megbízások: a school's contracts with its lecturers (spec 002 §3, §7; MODULES.md
// §3.26; DESIGN.md "Education contracts"). The requester records the lecturer (filled from the
// HR file by kitolt/ when they are an employee), the tasks and the rate; the head of the school
// approves, the HR referent checks, the centre's HR decides.
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { affectedInstitutionFilter, commonWorkflowFilters, validRangeFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { createData } from '../../../workflow/manifest-model.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { tasksPayment } from '../../../workflow/contract-tasks.ts';
import { checkOpenInstitutions, institutionOrOwn } from '../../../access/institution-fields.ts';
import { LECTURER_CONTRACT_MANIFEST as MANIFEST, ZLecturerContractInput, type TLecturerContractInput } from './manifest.ts';
import { fillLecturer } from './person.ts';
import { checkLinks, checkSourceContract } from './rules.ts';
import { LecturerContractPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('lecturerAssignmentContracts');
const INITIAL_STATE = 'open';
const PERMISSION = 'lecturer_assignment_contracts.can_use_lecturer_assignment_contracts_module';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.lecturerAssignmentContract, caseRelation: 'lecturer_assignment_contract' });

/** The contract, its tasks and its payment (the server's: the tasks' quantities × the rate, whole forints). */
async function writeContract(tx: TTx, id: number, input: TLecturerContractInput, create: boolean) {
  const data = { ...MANIFEST.toData(input), total_payment: tasksPayment(input.tasks, input.payment) };
  if (create) await tx.lecturerAssignmentContract.create({ data: createData('LecturerAssignmentContract', { id, ...data }), select: { id: true } });
  else await tx.lecturerAssignmentContract.update({ where: { id }, data, select: { id: true } });
  await writeLines(tx.lecturerAssignmentContractTask, { field: 'tasks', parentColumn: 'contract_id', parentId: id, lines: input.tasks, create });
}

/** A new contract: open institutions only; the teaching is at the contracting school unless another is named. */
async function createFields(tx: TTx, ctx: TAuthedContext, input: TLecturerContractInput) {
  const institution = institutionOrOwn(ctx.user, input.institution);
  const affected = input.affected_institution ?? institution;
  await checkOpenInstitutions(tx, { institution, affected_institution: affected });
  await checkLinks(tx, ctx.user, input);
  await checkSourceContract(tx, ctx.user, institution, input.source_contract);
  return { institution_id: institution, affected_institution_id: affected };
}

/** An edit keeps the institutions it does not name; one named anew must be open, a new link visible. */
async function updateFields(tx: TTx, ctx: TAuthedContext, id: number, input: TLecturerContractInput) {
  const now = await tx.lecturerAssignmentContract.findUniqueOrThrow({
    where: { id },
    select: { user_id: true, hr_referent_id: true, case: { select: { institution_id: true, affected_institution_id: true } } },
  });
  const changed = (given: number | null | undefined, stored: number | null) => (given === undefined || given === stored ? undefined : given);
  await checkOpenInstitutions(tx, {
    institution: changed(input.institution, now.case.institution_id),
    affected_institution: changed(input.affected_institution, now.case.affected_institution_id),
  });
  await checkLinks(tx, ctx.user, input, { user: now.user_id, hr_referent: now.hr_referent_id });
  await checkSourceContract(tx, ctx.user, input.institution ?? now.case.institution_id, input.source_contract);
  return {
    ...(input.institution === undefined ? {} : { institution_id: input.institution }),
    ...(input.affected_institution === undefined ? {} : { affected_institution_id: input.affected_institution }),
  };
}

export const lecturerAssignmentContracts = defineWorkflowModule({
  ...workflowNames('lecturerAssignmentContracts'),
  permission: PERMISSION,
  permissions: [
    {
      codename: PERMISSION,
      name: 'Óraadói megbízások modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'HR referensek', 'Központi HR', 'Iskolai HR referensek', 'Tanügyi referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: MODULE,
  referencePrefix: 'OM',
  extraFields: true,
  institutionFields: ['institution', 'affected_institution'],
  ...fromManifest,
  createInput: ZLecturerContractInput,
  updateInput: ZLecturerContractInput,
  insert: (tx, _ctx, id, input) => writeContract(tx, id, input, true),
  write: (tx, _ctx, id, input) => writeContract(tx, id, input, false),
  filters: {
    ...commonWorkflowFilters(MODULE, INITIAL_STATE),
    affected_institution: affectedInstitutionFilter,
    ...validRangeFilters('lecturer_assignment_contract'),
    ...fromManifest.filters,
  },
  prepareCreate: createFields,
  prepareUpdate: updateFields,
  describe: async (tx, id) => {
    const r = await tx.lecturerAssignmentContract.findUniqueOrThrow({
      where: { id },
      select: { name: true, primary_job: true, tasks: { select: { name: true } }, case: { select: { creator: { select: { name: true } } } } },
    });
    // Identifiers (tax id, TAJ) stay out of the search text: a list search must not find a person by them.
    const tasks = r.tasks.map((t) => t.name).join(' ');
    return { title: r.name, searchText: `${r.primary_job} ${r.case.creator.name} ${tasks}`.slice(0, 2000) };
  },
  // The copy's tasks are new rows of the new contract.
  copy: async (tx, ctx, sourceId, newId) => {
    await fromManifest.copy(tx, ctx, sourceId, newId);
    const tasks = await tx.lecturerAssignmentContractTask.findMany({
      where: { contract_id: sourceId },
      select: { name: true, planned_quantity: true, final_quantity: true },
      orderBy: { id: 'asc' },
    });
    if (tasks.length) await tx.lecturerAssignmentContractTask.createMany({ data: tasks.map((t) => ({ ...t, contract_id: newId })) });
  },
  documents: {
    lecturer_assignment_contract: { label: 'Óraadói megbízási szerződés', render: (ctx, id, view) => LecturerContractPdf(ctx.prisma, id, view) },
  },
  actions: { fill: fillLecturer },
});
