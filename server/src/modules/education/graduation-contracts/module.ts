// Érettségi megbízások: a school's contracts with the examiners of a graduation exam season
// (spec 002 §3, §7; MODULES.md §3.28; DESIGN.md "Education contracts"). The kit's exam contract
// (workflow/exam-*.ts) makes the writes, the payment and feladat/ / feladat-igazolas/; the
// examiner is filled from the HR file by kitolt/.
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters, verificationStepFilter } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { examContractParts } from '../../../workflow/exam-contract.ts';
import { examFinalsActions, type TExamTables } from '../../../workflow/exam-finals.ts';
import { checkVisibleEmployee } from '../../employee-prefill.ts';
import { fillContractor } from '../../contractor-prefill.ts';
import { GRADUATION_MANIFEST as MANIFEST, GRADUATION_TASK_FIELDS, ZGraduationInput, type TGraduationInput } from './manifest.ts';
import { GraduationContractPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('graduationContracts');
const INITIAL_STATE = 'open';
const PERMISSION = 'graduation_contracts.can_use_graduation_contracts_module';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.graduationContract, caseRelation: 'graduation_contract' });
export const GRADUATION_TABLES: TExamTables = {
  table: (tx) => tx.graduationContract,
  taskTable: (tx) => tx.graduationContractTask,
  taskFields: GRADUATION_TASK_FIELDS,
};

export const graduationContracts = defineWorkflowModule({
  ...workflowNames('graduationContracts'),
  permission: PERMISSION,
  permissions: [
    {
      codename: PERMISSION,
      name: 'Érettségi megbízások modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'HR referensek', 'Központi HR', 'Iskolai HR referensek', 'Tanügyi referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: MODULE,
  referencePrefix: 'EM',
  extraFields: true,
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZGraduationInput,
  updateInput: ZGraduationInput,
  ...examContractParts<TGraduationInput>({
    ...GRADUATION_TABLES,
    toData: (input) => MANIFEST.toData(input),
    taskTypes: 'graduation_contract_types',
    checkUser: checkVisibleEmployee,
  }),
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), verification_step: verificationStepFilter(MODULE), ...fromManifest.filters },
  describe: async (tx, id) => {
    const r = await tx.graduationContract.findUniqueOrThrow({
      where: { id },
      select: { name: true, company_name: true, completion_location: true, case: { select: { creator: { select: { name: true } } } } },
    });
    // Identifiers (tax id, TAJ) stay out of the search text: a list search must not find a person by them.
    return { title: r.name, searchText: `${r.company_name} ${r.completion_location} ${r.case.creator.name}`.slice(0, 2000) };
  },
  documents: {
    graduation_contract: { label: 'Érettségi megbízási szerződés', render: (ctx, id, view) => GraduationContractPdf(ctx.prisma, id, view) },
  },
  actions: { fill: fillContractor(), ...examFinalsActions(GRADUATION_TABLES) },
});
