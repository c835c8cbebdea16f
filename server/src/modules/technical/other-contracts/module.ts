// Egyéb szerződések: a school's contracts with companies (spec 001 §1, §3, §7; MODULES.md §3.48).
// The requester records the company, the head of the school approves, the centre's technical
// referents check it, the centre's finance countersigns; approved contracts are offered to
// pickers by mind/.
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { recordInstitution } from '../../../workflow/case-fields.ts';
import { OTHER_CONTRACT_MANIFEST as MANIFEST, ZOtherContractInput } from './manifest.ts';
import { otherContractActions } from './actions.ts';
import { OtherContractPdf } from './document.tsx';
import { workflowNames } from '@etanker/shared/modules.ts';

export const MODULE = 'other_contracts';
const INITIAL_STATE = 'open';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.otherContract, caseRelation: 'other_contract' });

export const otherContracts = defineWorkflowModule({
  ...workflowNames('otherContracts'),
  permission: 'other_contracts.can_use_other_contracts_module',
  permissions: [
    {
      codename: 'other_contracts.can_use_other_contracts_module',
      name: 'Egyéb szerződések modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Központi pénzügy', 'Műszaki referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: 'other_contracts',
  referencePrefix: 'ESZ',
  extraFields: true,
  ...fromManifest,
  createInput: ZOtherContractInput,
  updateInput: ZOtherContractInput,
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), ...fromManifest.filters },
  prepareCreate: async (tx, ctx, input) => ({ institution_id: await recordInstitution(tx, ctx, input.institution) }),
  // An edit keeps the institution it does not name.
  prepareUpdate: async (tx, ctx, _id, input) =>
    input.institution === undefined ? {} : { institution_id: await recordInstitution(tx, ctx, input.institution) },
  flowRecord: async (tx, id) => {
    const r = await tx.otherContract.findUniqueOrThrow({ where: { id }, select: { type: true } });
    return { type: r.type };
  },
  describe: async (tx, id) => {
    const r = await tx.otherContract.findUniqueOrThrow({
      where: { id },
      select: {
        name: true,
        representative: true,
        tax_number: true,
        company_number: true,
        city: true,
        case: { select: { creator: { select: { name: true } } } },
      },
    });
    return { title: r.name, searchText: `${r.representative} ${r.tax_number} ${r.company_number} ${r.city} ${r.case.creator.name}` };
  },
  documents: {
    other_contract: { label: 'Szerződés összesítő', render: (ctx, id) => OtherContractPdf(ctx.prisma, id) },
  },
  actions: otherContractActions,
});
