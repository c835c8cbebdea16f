// Felterjesztések: a school puts a member of staff forward for a state or ministry recognition
// (spec 002 §3, §7; MODULES.md §3.38; DESIGN.md "Education reports and events"). Its own: the
// previous recognitions as lines and the consents checked at submission (rules.ts).
import type { TTx } from '../../../db/client.ts';
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { createData, updateData } from '../../../workflow/manifest-model.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { ownOpenInstitution } from '../../../access/institution-fields.ts';
import { parseDate } from '@etanker/shared/format.ts';
import { RECOGNITION_MANIFEST as MANIFEST, ZRecognitionInput, type TRecognitionInput } from './manifest.ts';
import { checkConsents } from './rules.ts';
import { RecognitionPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('recognitions');
const INITIAL_STATE = 'open';
const PERMISSION = 'recognitions.can_use_recognitions_module';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.recognition, caseRelation: 'recognition' });

/** The proposal's own columns (the school is the Case's, the answers the engine's, the lines their table's). */
const recordOf = ({ institution: _i, extra_field_answers: _a, previous_recognitions: _p, ...rest }: TRecognitionInput) => rest;

async function writeProposal(tx: TTx, id: number, input: TRecognitionInput, create: boolean) {
  // toData's parameter is typed as the whole input; recordOf drops what this table does not store.
  const data = MANIFEST.toData(recordOf(input) as never);
  if (create) await tx.recognition.create({ data: createData('Recognition', { id, ...data }), select: { id: true } });
  else await tx.recognition.update({ where: { id }, data: updateData('Recognition', data), select: { id: true } });
  const previous = input.previous_recognitions.map(({ date, ...line }) => ({ ...line, date: date ? parseDate(date) : null }));
  await writeLines(tx.recognitionPrevious, { field: 'previous_recognitions', parentColumn: 'recognition_id', parentId: id, lines: previous, create });
}

export const recognitions = defineWorkflowModule({
  ...workflowNames('recognitions'),
  permission: PERMISSION,
  permissions: [{ codename: PERMISSION, name: 'Felterjesztések modul használata', groups: ['Iskolai igénylők', 'Iskolavezetők', 'Tanügyi referensek'] }],
  initialState: INITIAL_STATE,
  settingsGroup: MODULE,
  referencePrefix: 'FT',
  extraFields: true,
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZRecognitionInput,
  updateInput: ZRecognitionInput,
  insert: (tx, _ctx, id, input) => writeProposal(tx, id, input, true),
  write: (tx, _ctx, id, input) => writeProposal(tx, id, input, false),
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), ...fromManifest.filters },
  ...ownOpenInstitution,
  beforeDecision: checkConsents,
  describe: async (tx, id) => {
    const r = await tx.recognition.findUniqueOrThrow({ where: { id }, select: { candidate_name: true, candidate_workplace: true, short_appreciation: true } });
    return { title: r.candidate_name, searchText: `${r.candidate_workplace} ${r.short_appreciation}`.slice(0, 2000) };
  },
  // The copy's previous recognitions are new rows of the new proposal.
  copy: async (tx, ctx, sourceId, newId) => {
    await fromManifest.copy(tx, ctx, sourceId, newId);
    const previous = await tx.recognitionPrevious.findMany({ where: { recognition_id: sourceId }, select: { name: true, date: true }, orderBy: { id: 'asc' } });
    if (previous.length) await tx.recognitionPrevious.createMany({ data: previous.map((p) => ({ ...p, recognition_id: newId })) });
  },
  documents: {
    recognition_proposal: { label: 'Felterjesztés elismerésre', render: (ctx, id, view) => RecognitionPdf(ctx.prisma, id, view) },
  },
});
