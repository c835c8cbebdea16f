// Kérdőívek (MODULES.md §3.63, issue 28): a plain module on the kit. The centre's survey keepers
// (surveys.can_edit_surveys) write a survey — its questions, open_from, deadline and target
// schools; each target school gets a result (survey-results). A school reads the surveys it is
// asked (scope: the institutions id array). osszegzes/ sums the closed results in SQL.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import { action, definePlainModule } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { institutionScopeWhere } from '../../../access/scope.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { formatDateTime, normalizeSearch } from '@etanker/shared/format.ts';
import { moduleNames } from '@etanker/shared/modules.ts';
import { SURVEY_MANIFEST as MANIFEST } from './manifest.ts';
import { questionsOf, ZQuestionsInput, type TQuestionInput } from '../questions.ts';
import { writeQuestionsAndResults } from './write.ts';
import { surveySummary, summarySheet, ZSurveySummary } from './summary.ts';
import { SURVEYS_EDIT_PERMISSION, SURVEYS_PERMISSION } from '../permission.ts';

const base = plainFromManifest(MANIFEST, {
  table: (tx) => tx.survey,
  defaultOrder: [{ deadline: 'desc' }],
  searchText: (d) => normalizeSearch(`${d.name} ${d.note ?? ''}`),
});

const ZInput = MANIFEST.input.safeExtend({ questions: ZQuestionsInput.optional() });
type TInput = z.output<typeof ZInput>;

/** The questions and, in the caller's scope, each target school's result and its state, for the details. */
async function surveyExtras(tx: TTx, ctx: TAuthedContext, id: number) {
  const [survey, results] = await Promise.all([
    tx.survey.findUniqueOrThrow({ where: { id }, select: { questions: true } }),
    tx.surveyResult.findMany({
      where: { AND: [{ survey_id: id }, institutionScopeWhere(ctx.user, 'institution_id')] },
      orderBy: [{ institution: { name: 'asc' } }, { id: 'asc' }],
      select: { id: true, closed: true, closed_at: true, institution: { select: { id: true, name: true } } },
    }),
  ]);
  return {
    questions: questionsOf(survey.questions),
    results: results.map((r) => ({ ...r, closed_at: r.closed_at && formatDateTime(r.closed_at) })),
  };
}

async function write(tx: TTx, ctx: TAuthedContext, id: number | null, data: TInput) {
  const surveyId = id ?? (await base.create(tx, ctx, data));
  if (id !== null) await base.update(tx, ctx, id, data);
  await writeQuestionsAndResults(tx, surveyId, data.questions as TQuestionInput[] | undefined, data.institutions);
  return surveyId;
}

export const surveys = definePlainModule({
  ...moduleNames('surveys'),
  permission: SURVEYS_PERMISSION,
  editPermission: SURVEYS_EDIT_PERMISSION,
  // The use permission is spec 000 §6's (prisma/seed/groups.ts grants it to schools and education referents).
  permissions: [{ codename: SURVEYS_EDIT_PERMISSION, name: 'Kérdőívek szerkesztése', groups: ['Tanügyi referensek'] }],
  scopeColumn: 'institutions',
  scopeColumnMany: true,
  ...base,
  createInput: ZInput,
  updateInput: ZInput,
  get: async (tx, ctx, id, scope) => {
    const row = await base.get(tx, ctx, id, scope);
    return row && Object.assign(row, await surveyExtras(tx, ctx, id));
  },
  create: (tx, ctx, data) => write(tx, ctx, null, data),
  update: async (tx, ctx, id, data) => {
    await write(tx, ctx, id, data);
  },
  actions: {
    /** osszegzes/: the survey's closed results summed (count/sum/avg/min/max, distributions, texts by school). */
    summary: action({
      on: 'item',
      method: 'GET',
      path: 'osszegzes/',
      summary: 'Kérdőív összegzése (csak a lezárt kitöltések)',
      input: z.object({}).catchall(z.unknown()),
      output: ZSurveySummary,
      run: (tx, ctx, { id }) => surveySummary(tx, ctx, id),
    }),
    /** osszegzes/export/: the same summary as a spreadsheet. */
    summaryExport: action({
      on: 'item',
      method: 'GET',
      path: 'osszegzes/export/',
      summary: 'Kérdőív összegzése táblázatként (xlsx)',
      input: z.object({}).catchall(z.unknown()),
      binary: 'xlsx',
      run: async (tx, ctx, { id }) => summarySheet(await surveySummary(tx, ctx, id)),
    }),
  },
});
