// osszegzes/: the centre's summary of a school year (issue 26), computed in SQL over the CLOSED
// reports of the year only, within the caller's scope (the centre: every school; a school: its
// own): base-number sums, per number question sum / avg / min / max, per choice question the
// distribution, per text and list question the answers by school. The screen, its xlsx and its
// PDF all read this one answer, so they show the same numbers.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { loadQuestions } from './questions.ts';
import { num, summarizeAnswers, ZQuestionSummary } from '../../answer-summary.ts';
import { currentSchoolYear, schoolYearLabel } from './school-year.ts';

export const ZSummaryQuery = z.object({
  year: z.coerce.number().int('Érvénytelen év.').min(1900, 'Érvénytelen év.').max(2100, 'Érvénytelen év.').optional(),
});

export const ZSummary = z.object({
  year: z.number(),
  school_year: z.string(),
  /** closed reports summed / all reports of the year in scope */
  closed_count: z.number(),
  report_count: z.number(),
  base_numbers: z.object({ teacher_count: z.number(), student_count: z.number() }),
  questions: z.array(ZQuestionSummary),
});
export type TSummary = z.output<typeof ZSummary>;

export async function yearSummary(tx: TTx, ctx: TAuthedContext, year = currentSchoolYear()): Promise<TSummary> {
  const scope = ctx.user.is_centre ? Prisma.sql`TRUE` : Prisma.sql`r.institution_id = ANY(${ctx.user.institution_ids}::int[])`;
  const questions = await loadQuestions(tx);
  const [totals, summaries] = await Promise.all([
    tx.$queryRaw<{ reports: bigint; closed: bigint; teachers: bigint | null; students: bigint | null }[]>`
      SELECT count(*) AS reports, count(*) FILTER (WHERE r.closed) AS closed,
             sum(r.teacher_count) FILTER (WHERE r.closed) AS teachers, sum(r.student_count) FILTER (WHERE r.closed) AS students
      FROM "YearlyReport" r WHERE r.year = ${year} AND ${scope}`,
    summarizeAnswers(tx, questions, {
      answers: 'YearlyReportAnswer',
      parentColumn: 'yearly_report_id',
      parents: 'YearlyReport',
      where: Prisma.sql`r.year = ${year} AND r.closed AND ${scope}`,
    }),
  ]);
  const total = totals[0];
  return {
    year,
    school_year: schoolYearLabel(year),
    closed_count: num(total?.closed),
    report_count: num(total?.reports),
    base_numbers: { teacher_count: num(total?.teachers), student_count: num(total?.students) },
    questions: summaries,
  };
}
