// {id}/osszegzes/: a survey's summary over its CLOSED results only, in the caller's scope (the
// centre: every school; a school: its own), computed in SQL by the kit (modules/answer-summary.ts).
// The screen's charts and the xlsx ({id}/osszegzes/export/) read this one answer.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TSheetAnswer } from '../../../workflow/define.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { num, summarizeAnswers, SUMMARY_COLUMNS, summaryRows, ZQuestionSummary } from '../../answer-summary.ts';
import { questionsOf } from '../questions.ts';

export const ZSurveySummary = z.object({
  survey: z.object({ id: z.number(), name: z.string(), deadline: z.string() }),
  /** closed results summed / all results in scope */
  closed_count: z.number(),
  result_count: z.number(),
  questions: z.array(ZQuestionSummary),
});
export type TSurveySummary = z.output<typeof ZSurveySummary>;

export async function surveySummary(tx: TTx, ctx: TAuthedContext, id: number): Promise<TSurveySummary> {
  const survey = await tx.survey.findUniqueOrThrow({ where: { id }, select: { id: true, name: true, deadline: true, questions: true } });
  const scope = ctx.user.is_centre ? Prisma.sql`TRUE` : Prisma.sql`r.institution_id = ANY(${ctx.user.institution_ids}::int[])`;
  const [totals, questions] = await Promise.all([
    tx.$queryRaw<{ results: bigint; closed: bigint }[]>`
      SELECT count(*) AS results, count(*) FILTER (WHERE r.closed) AS closed FROM "SurveyResult" r WHERE r.survey_id = ${id} AND ${scope}`,
    summarizeAnswers(tx, questionsOf(survey.questions), {
      answers: 'SurveyAnswer',
      parentColumn: 'survey_result_id',
      parents: 'SurveyResult',
      where: Prisma.sql`r.survey_id = ${id} AND r.closed AND ${scope}`,
    }),
  ]);
  return {
    survey: { id: survey.id, name: survey.name, deadline: formatDate(survey.deadline) },
    closed_count: num(totals[0]?.closed),
    result_count: num(totals[0]?.results),
    questions,
  };
}

export const summarySheet = (summary: TSurveySummary): TSheetAnswer => ({
  filename: `kerdoiv_osszegzes_${summary.survey.id}.xlsx`,
  sheetName: 'Összegzés',
  columns: SUMMARY_COLUMNS,
  rows: (function* () {
    yield { question: 'Lezárt kitöltések', item: `${summary.closed_count} / ${summary.result_count}`, count: summary.closed_count };
    yield* summaryRows(summary.questions);
  })(),
});
