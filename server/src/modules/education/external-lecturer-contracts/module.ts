// Óraadói megbízások, old (spec 002 §2, §3, §7; MODULES.md §3.25; DESIGN.md "Education
// contracts"): the contracts made before the new lecturer assignment contracts, kept for
// integrators through REST only (every client path leads to the new list). The workflow pattern
// plus mind/ and meghosszabitas/ (actions.ts); a new contract starts 'pending'.
import type { TTx } from '../../../db/client.ts';
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { createData } from '../../../workflow/manifest-model.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { tasksPayment } from '../../../workflow/contract-tasks.ts';
import { editedContractInstitution, newContractInstitution } from '../../../workflow/contract-institution.ts';
import { onReadableCase } from '../../../workflow/relations.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { EXTERNAL_LECTURER_MANIFEST as MANIFEST, ZExternalLecturerInput, type TExternalLecturerInput } from './manifest.ts';
import { checkStartDate } from './rules.ts';
import { externalLecturerActions } from './actions.ts';
import { ExternalLecturerPdf } from './document.tsx';

const MODULE = caseModuleOf('externalLecturerContracts');
const INITIAL_STATE = 'pending';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.externalLecturerContract, caseRelation: 'external_lecturer_contract' });

/** The contract, its tasks and its payment (the server's: the tasks' hours × the hourly rate, whole forints). */
async function writeContract(tx: TTx, id: number, input: TExternalLecturerInput, create: boolean) {
  const hours = input.tasks.map((t) => ({ planned_quantity: t.hours, final_quantity: null }));
  const data = { ...MANIFEST.toData(input), total_payment: tasksPayment(hours, input.payment) };
  if (create) await tx.externalLecturerContract.create({ data: createData('ExternalLecturerContract', { id, ...data }), select: { id: true } });
  else await tx.externalLecturerContract.update({ where: { id }, data, select: { id: true } });
  await writeLines(tx.externalLecturerContractTask, { field: 'tasks', parentColumn: 'contract_id', parentId: id, lines: input.tasks, create });
}

/** The extensions of a contract the reader may read, oldest first. */
const extensionsOf = (tx: TTx, user: Parameters<typeof caseScopeWhere>[0], id: number) =>
  tx.externalLecturerContract
    .findMany({
      where: { original_contract_id: id, case: caseScopeWhere(user) },
      orderBy: { id: 'asc' },
      select: { id: true, start_date: true, end_date: true, case: { select: { reference_number: true, state: true } } },
    })
    .then((rows) =>
      rows.map((r) => ({
        id: r.id,
        reference_number: r.case.reference_number,
        state: r.case.state,
        start_date: formatDate(r.start_date),
        end_date: formatDate(r.end_date),
      })),
    );

export const externalLecturerContracts = defineWorkflowModule({
  ...workflowNames('externalLecturerContracts'),
  // The new contracts' gate (their permission, declared by that module): the same people keep both.
  permission: 'lecturer_assignment_contracts.can_use_lecturer_assignment_contracts_module',
  relations: {
    // As an extension names its original: 'ROM/2026/00003 - Szűcs Gábor'.
    external_lecturer_contract: {
      model: 'externalLecturerContract',
      select: { id: true, name: true, case: { select: { reference_number: true } } },
      name: (r: { name: string; case: { reference_number: string } }) => (r.case.reference_number ? `${r.case.reference_number} - ${r.name}` : r.name),
      readable: onReadableCase,
    },
  },
  initialState: INITIAL_STATE,
  settingsGroup: MODULE,
  referencePrefix: 'ROM',
  extraFields: true,
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZExternalLecturerInput,
  updateInput: ZExternalLecturerInput,
  insert: (tx, _ctx, id, input) => writeContract(tx, id, input, true),
  write: (tx, _ctx, id, input) => writeContract(tx, id, input, false),
  detail: async (tx, ctx, id) => ({ ...(await fromManifest.detail(tx, ctx, id)), extensions: await extensionsOf(tx, ctx.user, id) }),
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), ...fromManifest.filters },
  prepareCreate: async (tx, ctx, input) => {
    await checkStartDate(tx, input.start_date);
    return newContractInstitution(tx, ctx.user, input.institution);
  },
  // A start date kept as it is stays valid: only a changed one is checked against delta_days_backward.
  prepareUpdate: async (tx, _ctx, id, input) => {
    const now = await tx.externalLecturerContract.findUniqueOrThrow({ where: { id }, select: { start_date: true } });
    if (input.start_date !== formatDate(now.start_date)) await checkStartDate(tx, input.start_date);
    return editedContractInstitution(tx, id, input.institution);
  },
  describe: async (tx, id) => {
    const r = await tx.externalLecturerContract.findUniqueOrThrow({
      where: { id },
      select: {
        name: true,
        primary_job: true,
        tasks: { select: { subject: true, class_name: true } },
        case: { select: { creator: { select: { name: true } } } },
      },
    });
    // Identifiers (tax id, TAJ) stay out of the search text: a list search must not find a person by them.
    const tasks = r.tasks.map((t) => `${t.subject} ${t.class_name}`).join(' ');
    return { title: r.name, searchText: `${r.primary_job} ${r.case.creator.name} ${tasks}`.slice(0, 2000) };
  },
  // A copy is a contract of its own (not an extension: meghosszabitas/ links that); its tasks are new rows.
  copy: async (tx, ctx, sourceId, newId) => {
    await fromManifest.copy(tx, ctx, sourceId, newId);
    await tx.externalLecturerContract.update({ where: { id: newId }, data: { original_contract_id: null }, select: { id: true } });
    const tasks = await tx.externalLecturerContractTask.findMany({
      where: { contract_id: sourceId },
      select: { subject: true, class_name: true, hours: true, location: true, type: true },
      orderBy: { id: 'asc' },
    });
    if (tasks.length) await tx.externalLecturerContractTask.createMany({ data: tasks.map((t) => ({ ...t, contract_id: newId })) });
  },
  documents: {
    external_lecturer_contract: { label: 'Óraadói megbízási szerződés', render: (ctx, id, view) => ExternalLecturerPdf(ctx.prisma, id, view) },
  },
  actions: externalLecturerActions,
});
