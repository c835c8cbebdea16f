// Komplex vizsga megbízások: a school's contracts with the examiners of a complex (vocational)
// exam season (spec 002 §3, §7; MODULES.md §3.32; DESIGN.md "Education contracts"). The kit's exam contract
// (workflow/exam-*.ts) makes the writes, the payment and feladat/ / feladat-igazolas/; the
// examiner is filled from the HR file by kitolt/.
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters, verificationStepFilter } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { examContractParts } from '../../../workflow/exam-contract.ts';
import { examFinalsActions, type TExamTables } from '../../../workflow/exam-finals.ts';
import { checkVisibleEmployee } from '../../employee-prefill.ts';
import { fillContractor } from '../../contractor-prefill.ts';
import { COMPLEX_EXAM_MANIFEST as MANIFEST, COMPLEX_TASK_FIELDS, ZComplexExamInput, type TComplexExamInput } from './manifest.ts';
import { ComplexExamPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('complexExams');
const INITIAL_STATE = 'open';
const PERMISSION = 'complex_exams.can_use_complex_exams_module';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.complexExam, caseRelation: 'complex_exam' });
export const COMPLEX_TABLES: TExamTables = {
  table: (tx) => tx.complexExam,
  taskTable: (tx) => tx.complexExamTask,
  taskFields: COMPLEX_TASK_FIELDS,
  // The travel and accommodation fee is paid with the tasks.
  feeColumn: 'travel_and_accommodation_fee',
};

export const complexExams = defineWorkflowModule({
  ...workflowNames('complexExams'),
  permission: PERMISSION,
  permissions: [
    {
      codename: PERMISSION,
      name: 'Komplexvizsga megbízások modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'HR referensek', 'Központi HR', 'Iskolai HR referensek', 'Tanügyi referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: MODULE,
  referencePrefix: 'KV',
  extraFields: true,
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZComplexExamInput,
  updateInput: ZComplexExamInput,
  ...examContractParts<TComplexExamInput>({
    ...COMPLEX_TABLES,
    toData: (input) => MANIFEST.toData(input),
    taskTypes: 'complex_exam_types',
    checkUser: checkVisibleEmployee,
  }),
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), verification_step: verificationStepFilter(MODULE), ...fromManifest.filters },
  describe: async (tx, id) => {
    const r = await tx.complexExam.findUniqueOrThrow({
      where: { id },
      select: { name: true, company_name: true, completion_location: true, case: { select: { creator: { select: { name: true } } } } },
    });
    // Identifiers (tax id, TAJ) stay out of the search text: a list search must not find a person by them.
    return { title: r.name, searchText: `${r.company_name} ${r.completion_location} ${r.case.creator.name}`.slice(0, 2000) };
  },
  documents: {
    complex_exam: { label: 'Komplex vizsga megbízási szerződés', render: (ctx, id, view) => ComplexExamPdf(ctx.prisma, id, view) },
  },
  actions: { fill: fillContractor(), ...examFinalsActions(COMPLEX_TABLES) },
});
