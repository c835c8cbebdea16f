// Hibabejelentés: fault reports about buildings (spec 001 §1, §3, §4, §7; MODULES.md §3.40).
// The reporter submits, the head of the school approves, the centre's technical referents
// decide; generate_commitment/ turns a report into a commitment for the repair.
import { action, defineWorkflowModule } from '../../../workflow/define.ts';
import { affectedInstitutionFilter, commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { caseInstitutions, recordInstitution } from '../../../workflow/case-fields.ts';
import { ERROR_REPORT_MANIFEST as MANIFEST, ZErrorReportInput } from './manifest.ts';
import { generateCommitment, generateRefusal } from './commitment.ts';
import { ErrorReportPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('errorReports');
const INITIAL_STATE = 'open';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.errorReport, caseRelation: 'error_report' });

export const errorReports = defineWorkflowModule({
  ...workflowNames('errorReports'),
  permission: 'error_reports.can_use_error_report_module',
  initialState: INITIAL_STATE,
  settingsGroup: 'error_reports',
  referencePrefix: 'HB',
  extraFields: true,
  institutionFields: ['institution', 'affected_institution'],
  ...fromManifest,
  createInput: ZErrorReportInput,
  updateInput: ZErrorReportInput,
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), affected_institution: affectedInstitutionFilter, ...fromManifest.filters },
  prepareCreate: (tx, ctx, input) => caseInstitutions(tx, ctx, input),
  // An edit keeps the institutions it does not name (the form edits the report's own fields only).
  prepareUpdate: async (tx, ctx, _id, input) => ({
    ...(input.institution === undefined ? {} : { institution_id: await recordInstitution(tx, ctx, input.institution) }),
    ...(input.affected_institution === undefined ? {} : { affected_institution_id: input.affected_institution }),
  }),
  flowRecord: async (tx, id) => {
    const r = await tx.errorReport.findUniqueOrThrow({ where: { id }, select: { prior_estimate: true, category: true } });
    return { prior_estimate: r.prior_estimate.toNumber(), category: r.category };
  },
  describe: async (tx, id) => {
    const r = await tx.errorReport.findUniqueOrThrow({
      where: { id },
      select: { title: true, description: true, completion_place: true, case: { select: { creator: { select: { name: true } } } } },
    });
    return { title: r.title, searchText: `${r.completion_place} ${r.case.creator.name} ${r.description.slice(0, 500)}` };
  },
  detail: async (tx, ctx, id) => {
    const [fields, link] = await Promise.all([
      fromManifest.detail(tx, ctx, id),
      tx.errorReport.findUniqueOrThrow({
        where: { id },
        select: { commitment: { select: { id: true, reference_number: true, title: true, state: true } } },
      }),
    ]);
    // The commitment generated from the report; read-only (PUT drops it).
    return Object.assign(fields, { commitment: link.commitment });
  },
  // A copy is a new report: not verified, no commitment of its own yet.
  copy: async (tx, _ctx, sourceId, newId) => {
    const r = await tx.errorReport.findUniqueOrThrow({
      where: { id: sourceId },
      select: { title: true, description: true, category: true, completion_place: true, prior_estimate: true },
    });
    await tx.errorReport.create({ data: { ...r, id: newId }, select: { id: true } });
  },
  afterDecision: (_ctx, { id, state }) =>
    state === 'closed_positive'
      ? (tx) => tx.errorReport.update({ where: { id }, data: { verified_at: new Date() }, select: { id: true } }).then(() => undefined)
      : null,
  documents: {
    error_report: { label: 'Hibabejelentés', render: (ctx, id) => ErrorReportPdf(ctx.prisma, id) },
  },
  actions: {
    generateCommitment: action({
      on: 'record',
      method: 'POST',
      path: 'generate_commitment/',
      summary: 'Kötelezettségvállalás készítése a hibabejelentésből (tárgy, leírás, összeg = előzetes becslés, intézmény)',
      can: (tx, ctx, c) => generateRefusal(tx, ctx, c),
      button: {
        label: 'Kötelezettségvállalás készítése',
        confirm: { effect: 'creates', text: 'Kötelezettségvállalást készít ebből a hibabejelentésből' },
        done: 'A kötelezettségvállalás elkészült, a hibabejelentésnél megtalálja.',
      },
      // Answers the report's details: they link the new commitment.
      run: async (tx, ctx, { record }) => {
        await generateCommitment(tx, ctx, record);
      },
    }),
  },
});
