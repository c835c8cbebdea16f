// Felvételi megbízások: a school's contracts with the teachers who correct (and supervise) the
// central written entrance exam (spec 002 §3, §7, §9; MODULES.md §3.33; DESIGN.md "Education
// contracts"). The requester records the teacher (filled from the HR file by kitolt/) and the
// planned papers; the head of the school approves, the education referent decides; after the
// exam the school certifies the corrected papers (igazol/) and the payment follows them. The
// export answers data, not a spreadsheet (002 §7; ?format=xlsx for the list's button).
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { editedContractInstitution, newContractInstitution } from '../../../workflow/contract-institution.ts';
import { checkOpenInstitutions } from '../../../access/institution-fields.ts';
import { checkVisibleEmployee } from '../../employee-prefill.ts';
import { PRELIMINARY_EXAM_MANIFEST as MANIFEST, ZPreliminaryExamInput, type TPreliminaryExamInput } from './manifest.ts';
import { resetCopy, writeExam } from './payment.ts';
import { certifyExam } from './certify.ts';
import { fillTeacher } from './person.ts';
import { PreliminaryExamPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('preliminaryExams');
const INITIAL_STATE = 'open';
const PERMISSION = 'preliminary_exams.can_use_preliminary_exams_module';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.preliminaryExam, caseRelation: 'preliminary_exam' });

/** The linked employee must be one the writer may see; the organizing school one still open when named anew. */
async function checkLinks(tx: TTx, ctx: TAuthedContext, input: TPreliminaryExamInput, id?: number) {
  const now =
    id === undefined ? null : await tx.preliminaryExam.findUniqueOrThrow({ where: { id }, select: { user_id: true, organizer_institution_id: true } });
  await checkVisibleEmployee(tx, ctx.user, { field: 'user', userId: input.user, current: now?.user_id });
  if (input.organizer_institution !== now?.organizer_institution_id) await checkOpenInstitutions(tx, { organizer_institution: input.organizer_institution });
}

export const preliminaryExams = defineWorkflowModule({
  ...workflowNames('preliminaryExams'),
  permission: PERMISSION,
  permissions: [
    {
      codename: PERMISSION,
      name: 'Felvételi megbízások modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Tanügyi referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: MODULE,
  referencePrefix: 'FV',
  extraFields: true,
  institutionFields: ['institution'],
  exportReturnsData: true,
  ...fromManifest,
  createInput: ZPreliminaryExamInput,
  updateInput: ZPreliminaryExamInput,
  insert: (tx, _ctx, id, input) => writeExam(tx, id, input, true),
  write: (tx, _ctx, id, input) => writeExam(tx, id, input, false),
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), ...fromManifest.filters },
  prepareCreate: async (tx, ctx, input) => {
    await checkLinks(tx, ctx, input);
    return newContractInstitution(tx, ctx.user, input.institution);
  },
  prepareUpdate: async (tx, ctx, id, input) => {
    await checkLinks(tx, ctx, input, id);
    return editedContractInstitution(tx, id, input.institution);
  },
  describe: async (tx, id) => {
    const r = await tx.preliminaryExam.findUniqueOrThrow({ where: { id }, select: { name: true, case: { select: { creator: { select: { name: true } } } } } });
    // Identifiers (tax id, TAJ) stay out of the search text: a list search must not find a person by them.
    return { title: r.name, searchText: `${r.name} ${r.case.creator.name}` };
  },
  copy: async (tx, ctx, sourceId, newId) => {
    await fromManifest.copy(tx, ctx, sourceId, newId);
    await resetCopy(tx, newId);
  },
  documents: {
    preliminary_exam: { label: 'Felvételi vizsga megbízási szerződés', render: (ctx, id, view) => PreliminaryExamPdf(ctx.prisma, id, view) },
  },
  actions: { fill: fillTeacher, certify: certifyExam },
});
