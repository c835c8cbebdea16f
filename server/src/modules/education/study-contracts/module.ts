// Tanulmányi szerződések: a school's contracts with its students (spec 002 §3, §7; MODULES.md
// §3.29; DESIGN.md "Education contracts"). The requester records the student and the type; the
// head of the school approves (the school is the party), the education referent decides.
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters, verificationStepFilter } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { editedContractInstitution, newContractInstitution } from '../../../workflow/contract-institution.ts';
import { STUDY_CONTRACT_MANIFEST as MANIFEST, ZStudyContractInput } from './manifest.ts';
import { StudyContractPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('studyContracts');
const INITIAL_STATE = 'open';
const PERMISSION = 'study_contracts.can_use_study_contracts_module';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.studyContract, caseRelation: 'study_contract' });

export const studyContracts = defineWorkflowModule({
  ...workflowNames('studyContracts'),
  permission: PERMISSION,
  permissions: [
    {
      codename: PERMISSION,
      name: 'Tanulmányi szerződések modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Tanügyi referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: MODULE,
  referencePrefix: 'TSZ',
  extraFields: true,
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZStudyContractInput,
  updateInput: ZStudyContractInput,
  filters: {
    ...commonWorkflowFilters(MODULE, INITIAL_STATE),
    verification_step: verificationStepFilter(MODULE),
    ...fromManifest.filters,
  },
  prepareCreate: (tx, ctx, input) => newContractInstitution(tx, ctx.user, input.institution),
  prepareUpdate: (tx, _ctx, id, input) => editedContractInstitution(tx, id, input.institution),
  describe: async (tx, id) => {
    const r = await tx.studyContract.findUniqueOrThrow({ where: { id }, select: { name: true, case: { select: { creator: { select: { name: true } } } } } });
    // Identifiers (tax id, TAJ, személyi azonosító) stay out of the search text: a list search must not find a student by them.
    return { title: r.name, searchText: `${r.name} ${r.case.creator.name}` };
  },
  documents: {
    study_contract: { label: 'Tanulmányi szerződés', render: (ctx, id, view) => StudyContractPdf(ctx.prisma, id, view) },
  },
});
