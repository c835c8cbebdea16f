// osszegzes/: the centre's summary of a school year (issue 26), computed in SQL over the CLOSED
// reports of the year only, within the caller's scope (the centre: every school; a school: its
// own): base-number sums, per number question sum / avg / min / max, per choice question the
// distribution, per text and list question the answers by school. The screen, its xlsx and its
// PDF all read this one answer, so they show the same numbers.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { loadQuestions, QUESTIONS_LIST } from './questions.ts';
import { currentSchoolYear, schoolYearLabel } from './school-year.ts';

export const ZSummaryQuery = z.object({
  year: z.coerce.number().int('Érvénytelen év.').min(1900, 'Érvénytelen év.').max(2100, 'Érvénytelen év.').optional(),
});

const ZStats = z.object({ count: z.number(), sum: z.number(), avg: z.number(), min: z.number(), max: z.number() });
const ZSchool = z.object({ id: z.number(), name: z.string() });

export const ZSummary = z.object({
  year: z.number(),
  school_year: z.string(),
  /** closed reports summed / all reports of the year in scope */
  closed_count: z.number(),
  report_count: z.number(),
  base_numbers: z.object({ teacher_count: z.number(), student_count: z.number() }),
  questions: z.array(
    z.object({
      id: z.number(),
      number: z.number(),
      text: z.string(),
      kind: z.enum(['number', 'text', 'choice', 'list']),
      stats: ZStats.nullable(),
      distribution: z.array(z.object({ choice: z.string(), count: z.number() })).nullable(),
      answers: z.array(z.object({ institution: ZSchool, value: z.string().nullable(), array_value: z.array(z.string()) })).nullable(),
    }),
  ),
});
export type TSummary = z.output<typeof ZSummary>;

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function yearSummary(tx: TTx, ctx: TAuthedContext, year = currentSchoolYear()): Promise<TSummary> {
  const scope = ctx.user.is_centre ? Prisma.sql`TRUE` : Prisma.sql`r.institution_id = ANY(${ctx.user.institution_ids}::int[])`;
  const closedOfYear = Prisma.sql`r.year = ${year} AND r.closed AND ${scope}`;
  const [questions, totals, numbers, choices, texts] = await Promise.all([
    loadQuestions(tx),
    tx.$queryRaw<{ reports: bigint; closed: bigint; teachers: bigint | null; students: bigint | null }[]>`
      SELECT count(*) AS reports, count(*) FILTER (WHERE r.closed) AS closed,
             sum(r.teacher_count) FILTER (WHERE r.closed) AS teachers, sum(r.student_count) FILTER (WHERE r.closed) AS students
      FROM "YearlyReport" r WHERE r.year = ${year} AND ${scope}`,
    tx.$queryRaw<{ question: number; count: bigint; sum: Prisma.Decimal; avg: Prisma.Decimal; min: Prisma.Decimal; max: Prisma.Decimal }[]>`
      SELECT a.question, count(*) AS count, sum(a.number_value) AS sum, avg(a.number_value) AS avg, min(a.number_value) AS min, max(a.number_value) AS max
      FROM "YearlyReportAnswer" a JOIN "YearlyReport" r ON r.id = a.yearly_report_id
      WHERE ${closedOfYear} AND a.number_value IS NOT NULL
      GROUP BY a.question`,
    tx.$queryRaw<{ question: number; value: string; count: bigint }[]>`
      SELECT a.question, a.value, count(*) AS count
      FROM "YearlyReportAnswer" a JOIN "YearlyReport" r ON r.id = a.yearly_report_id
      JOIN "StaticItem" q ON q.list = ${QUESTIONS_LIST} AND q.key = a.question
      WHERE ${closedOfYear} AND q.data->>'type' = 'choice' AND a.value IS NOT NULL
      GROUP BY a.question, a.value`,
    tx.$queryRaw<{ question: number; institution_id: number; name: string; value: string | null; array_value: string[] }[]>`
      SELECT a.question, i.id AS institution_id, i.name, a.value, a.array_value
      FROM "YearlyReportAnswer" a JOIN "YearlyReport" r ON r.id = a.yearly_report_id
      JOIN "Institution" i ON i.id = r.institution_id
      JOIN "StaticItem" q ON q.list = ${QUESTIONS_LIST} AND q.key = a.question
      WHERE ${closedOfYear} AND q.data->>'type' IN ('text', 'long_text', 'list')
      ORDER BY a.question, i.name, i.id`,
  ]);
  const total = totals[0];
  return {
    year,
    school_year: schoolYearLabel(year),
    closed_count: num(total?.closed),
    report_count: num(total?.reports),
    base_numbers: { teacher_count: num(total?.teachers), student_count: num(total?.students) },
    questions: questions.map((q) => {
      const stats = numbers.find((n) => n.question === q.id);
      return {
        id: q.id,
        number: q.number,
        text: q.text,
        kind: q.kind,
        stats:
          q.kind !== 'number'
            ? null
            : stats
              ? { count: num(stats.count), sum: num(stats.sum), avg: round2(num(stats.avg)), min: num(stats.min), max: num(stats.max) }
              : { count: 0, sum: 0, avg: 0, min: 0, max: 0 },
        // Every choice, also those nobody chose; a value no longer among them (a changed list) after them.
        distribution:
          q.kind !== 'choice'
            ? null
            : [...new Set([...q.choices, ...choices.filter((c) => c.question === q.id).map((c) => c.value)])].map((choice) => ({
                choice,
                count: num(choices.find((c) => c.question === q.id && c.value === choice)?.count),
              })),
        answers:
          q.kind !== 'text' && q.kind !== 'list'
            ? null
            : texts
                .filter((t) => t.question === q.id)
                .map((t) => ({ institution: { id: t.institution_id, name: t.name }, value: t.value, array_value: t.array_value ?? [] })),
      };
    }),
  };
}
