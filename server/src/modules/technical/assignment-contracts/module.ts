// Megbízási szerződések: a school's assignment contracts with persons (spec 001 §1, §3, §7;
// MODULES.md §3.47; DESIGN.md "Assignment contracts"). The requester records the person (filled
// from their HR file by kitolt/ when they are an employee), the head of the school approves, the
// centre's technical referents check it and the centre's finance countersigns it.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { defineWorkflowModule, filter } from '../../../workflow/define.ts';
import { affectedInstitutionFilter, commonWorkflowFilters, verificationStepFilter } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { checkOpenInstitutions, institutionOrOwn } from '../../../access/institution-fields.ts';
import { ASSIGNMENT_CONTRACT_MANIFEST as MANIFEST, ZAssignmentContractInput, type TAssignmentContractInput } from './manifest.ts';
import { assignmentContractActions } from './actions.ts';
import { checkPerson } from './person.ts';
import { AssignmentContractPdf } from './document.tsx';
import { workflowNames } from '@etanker/shared/modules.ts';

export const MODULE = 'assignment_contracts';
const INITIAL_STATE = 'open';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.assignmentContract, caseRelation: 'assignment_contract' });

/** The spec's `type` filter, read as the contract's duration (the entity has no other type). */
const DURATION_TYPES = { fixed: 'Határozott idejű', open_ended: 'Határozatlan idejű' } as const;

/** A new contract: open institutions only; the work is done at the contracting school unless another is named. */
async function createFields(tx: TTx, ctx: TAuthedContext, input: TAssignmentContractInput) {
  const institution = institutionOrOwn(ctx.user, input.institution);
  const affected = input.affected_institution ?? institution;
  await checkOpenInstitutions(tx, { institution, affected_institution: affected });
  await checkPerson(tx, ctx.user, input.user);
  return { institution_id: institution, affected_institution_id: affected };
}

/** An edit keeps the institutions it does not name; one it names anew must be open, a newly linked employee visible. */
async function updateFields(tx: TTx, ctx: TAuthedContext, id: number, input: TAssignmentContractInput) {
  const current = await tx.assignmentContract.findUniqueOrThrow({
    where: { id },
    select: { user_id: true, case: { select: { institution_id: true, affected_institution_id: true } } },
  });
  const changed = (given: number | null | undefined, now: number | null) => (given === undefined || given === now ? undefined : given);
  await checkOpenInstitutions(tx, {
    institution: changed(input.institution, current.case.institution_id),
    affected_institution: changed(input.affected_institution, current.case.affected_institution_id),
  });
  await checkPerson(tx, ctx.user, input.user, current.user_id);
  return {
    ...(input.institution === undefined ? {} : { institution_id: input.institution }),
    ...(input.affected_institution === undefined ? {} : { affected_institution_id: input.affected_institution }),
  };
}

export const assignmentContracts = defineWorkflowModule({
  ...workflowNames('assignmentContracts'),
  permission: 'assignment_contracts.can_use_assignment_contracts_module',
  permissions: [
    {
      codename: 'assignment_contracts.can_use_assignment_contracts_module',
      name: 'Megbízási szerződések modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Központi pénzügy', 'Műszaki referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: 'assignment_contracts',
  referencePrefix: 'MSZ',
  extraFields: true,
  institutionFields: ['institution', 'affected_institution'],
  ...fromManifest,
  createInput: ZAssignmentContractInput,
  updateInput: ZAssignmentContractInput,
  filters: {
    ...commonWorkflowFilters(MODULE, INITIAL_STATE),
    affected_institution: affectedInstitutionFilter,
    type: filter({
      schema: z.enum(Object.keys(DURATION_TYPES) as ['fixed', 'open_ended']),
      where: (type) => ({ assignment_contract: { open_ended: type === 'open_ended' } }),
      options: () => ({ label: 'Időtartam', type: 'select', choices: Object.entries(DURATION_TYPES).map(([value, label]) => ({ value, label })) }),
    }),
    verification_step: verificationStepFilter(MODULE),
    ...fromManifest.filters,
  },
  prepareCreate: createFields,
  prepareUpdate: updateFields,
  flowRecord: async (tx, id) => {
    const r = await tx.assignmentContract.findUniqueOrThrow({ where: { id }, select: { open_ended: true } });
    return { open_ended: r.open_ended };
  },
  describe: async (tx, id) => {
    const r = await tx.assignmentContract.findUniqueOrThrow({
      where: { id },
      select: { name: true, birth_name: true, primary_job_name: true, case: { select: { creator: { select: { name: true } } } } },
    });
    // Identifiers (tax id, TAJ) stay out of the search text: a list search must not find a person by them.
    return { title: r.name, searchText: `${r.birth_name} ${r.primary_job_name} ${r.case.creator.name}` };
  },
  documents: {
    assignment_contract: { label: 'Megbízási szerződés', render: (ctx, id, view) => AssignmentContractPdf(ctx.prisma, id, view) },
  },
  actions: assignmentContractActions,
});
