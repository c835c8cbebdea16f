// Tanügy egyéb szerződések (spec 002 §2, §3, §7; MODULES.md §3.27; DESIGN.md "Education
// contracts"): a school's contracts with people for occasional work (a guest lecture, an exam's
// invigilation), paid per occasion (or hour, day…), possibly from a tender. The requester
// records it, the head of the school approves, the centre's education referent decides.
import type { TTx } from '../../../db/client.ts';
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { createData } from '../../../workflow/manifest-model.ts';
import { tasksPayment } from '../../../workflow/contract-tasks.ts';
import { editedContractInstitution, newContractInstitution } from '../../../workflow/contract-institution.ts';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';
import { EDUCATION_OTHER_CONTRACT_MANIFEST as MANIFEST, ZEducationOtherContractInput, type TEducationOtherContractInput } from './manifest.ts';
import { EducationOtherContractPdf } from './document.tsx';

const MODULE = caseModuleOf('educationOtherContracts');
const INITIAL_STATE = 'open';
const PERMISSION = 'education_other_contracts.can_use_education_other_contracts_module';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.educationOtherContract, caseRelation: 'education_other_contract' });

/** The contract and its total: price × quantity in whole forints, exact (the kit's payment rule). */
async function writeContract(tx: TTx, id: number, input: TEducationOtherContractInput, create: boolean) {
  const data = { ...MANIFEST.toData(input), total_price: tasksPayment([{ planned_quantity: input.quantity, final_quantity: null }], input.price) };
  if (create) await tx.educationOtherContract.create({ data: createData('EducationOtherContract', { id, ...data }), select: { id: true } });
  else await tx.educationOtherContract.update({ where: { id }, data, select: { id: true } });
}

export const educationOtherContracts = defineWorkflowModule({
  ...workflowNames('educationOtherContracts'),
  permission: PERMISSION,
  permissions: [
    { codename: PERMISSION, name: 'Tanügyi egyéb szerződések modul használata', groups: ['Iskolai igénylők', 'Iskolavezetők', 'Tanügyi referensek'] },
  ],
  initialState: INITIAL_STATE,
  // The spec's education contracts settings group (can_upload_after_closed).
  settingsGroup: 'education_contracts',
  referencePrefix: 'TESZ',
  extraFields: true,
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZEducationOtherContractInput,
  updateInput: ZEducationOtherContractInput,
  insert: (tx, _ctx, id, input) => writeContract(tx, id, input, true),
  write: (tx, _ctx, id, input) => writeContract(tx, id, input, false),
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), ...fromManifest.filters },
  prepareCreate: (tx, ctx, input) => newContractInstitution(tx, ctx.user, input.institution),
  prepareUpdate: (tx, _ctx, id, input) => editedContractInstitution(tx, id, input.institution),
  describe: async (tx, id) => {
    const r = await tx.educationOtherContract.findUniqueOrThrow({
      where: { id },
      select: { name: true, subject: true, case: { select: { creator: { select: { name: true } } } } },
    });
    // Identifiers (tax id, TAJ) stay out of the search text: a list search must not find a person by them.
    return { title: r.name, searchText: `${r.subject} ${r.case.creator.name}`.slice(0, 2000) };
  },
  documents: {
    education_other_contract: { label: 'Megbízási szerződés', render: (ctx, id, view) => EducationOtherContractPdf(ctx.prisma, id, view) },
  },
});
