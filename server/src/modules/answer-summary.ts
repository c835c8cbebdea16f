// The summary of a questionnaire's answers (the yearly reports' osszegzes/, a survey's), computed
// in SQL over the answer rows of the CLOSED questionnaires a caller picks: per number question
// count / sum / avg / min / max, per choice question the distribution, per text and list
// question the answers by school. The screen, the xlsx and the PDF read this one answer.
import { z } from 'zod';
import type { TTx } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { TExportColumn } from '../workflow/define.ts';
import { QUESTION_KINDS, type TQuestion } from '@etanker/shared/questions.ts';

const ZStats = z.object({ count: z.number(), sum: z.number(), avg: z.number(), min: z.number(), max: z.number() });
const ZSchool = z.object({ id: z.number(), name: z.string() });

export const ZQuestionSummary = z.object({
  id: z.number(),
  number: z.number(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  stats: ZStats.nullable(),
  distribution: z.array(z.object({ choice: z.string(), count: z.number() })).nullable(),
  answers: z.array(z.object({ institution: ZSchool, value: z.string().nullable(), array_value: z.array(z.string()) })).nullable(),
});
export type TQuestionSummary = z.output<typeof ZQuestionSummary>;

/**
 * Where the answers are: the answer table (its rows `a`: question, value, number_value,
 * array_value), its column naming the questionnaire, the questionnaire table (rows `r`, with
 * institution_id), and which questionnaires count (closed ones in the caller's scope, over `r`).
 */
export interface TAnswerSource {
  answers: string;
  parentColumn: string;
  parents: string;
  where: Prisma.Sql;
}

export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const round2 = (n: number) => Math.round(n * 100) / 100;
const idsOf = (questions: readonly TQuestion[], ...kinds: TQuestion['kind'][]) => questions.filter((q) => kinds.includes(q.kind)).map((q) => q.id);

export async function summarizeAnswers(tx: TTx, questions: readonly TQuestion[], source: TAnswerSource): Promise<TQuestionSummary[]> {
  const from = Prisma.sql`FROM ${Prisma.raw(`"${source.answers}"`)} a JOIN ${Prisma.raw(`"${source.parents}"`)} r ON r.id = a.${Prisma.raw(`"${source.parentColumn}"`)}`;
  const [numbers, choices, texts] = await Promise.all([
    tx.$queryRaw<{ question: number; count: bigint; sum: Prisma.Decimal; avg: Prisma.Decimal; min: Prisma.Decimal; max: Prisma.Decimal }[]>`
      SELECT a.question, count(*) AS count, sum(a.number_value) AS sum, avg(a.number_value) AS avg, min(a.number_value) AS min, max(a.number_value) AS max
      ${from}
      WHERE ${source.where} AND a.question = ANY(${idsOf(questions, 'number')}::int[]) AND a.number_value IS NOT NULL
      GROUP BY a.question`,
    tx.$queryRaw<{ question: number; value: string; count: bigint }[]>`
      SELECT a.question, a.value, count(*) AS count
      ${from}
      WHERE ${source.where} AND a.question = ANY(${idsOf(questions, 'choice')}::int[]) AND a.value IS NOT NULL
      GROUP BY a.question, a.value`,
    tx.$queryRaw<{ question: number; institution_id: number; name: string; value: string | null; array_value: string[] }[]>`
      SELECT a.question, i.id AS institution_id, i.name, a.value, a.array_value
      ${from} JOIN "Institution" i ON i.id = r.institution_id
      WHERE ${source.where} AND a.question = ANY(${idsOf(questions, 'text', 'list')}::int[])
      ORDER BY a.question, i.name, i.id`,
  ]);
  return questions.map((q) => {
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
  });
}

/** The summary's spreadsheet columns: a row per number question, per choice and per school's text or list answer. */
export const SUMMARY_COLUMNS: TExportColumn[] = [
  { header: 'Sorszám', key: 'number', type: 'number', width: 9 },
  { header: 'Kérdés', key: 'question', type: 'text', width: 60 },
  { header: 'Tétel', key: 'item', type: 'text', width: 45 },
  { header: 'Válasz', key: 'answer', type: 'text', width: 60 },
  { header: 'Darab', key: 'count', type: 'number', width: 10 },
  { header: 'Összeg', key: 'sum', type: 'number', width: 12 },
  { header: 'Átlag', key: 'avg', type: 'number', width: 12 },
  { header: 'Minimum', key: 'min', type: 'number', width: 12 },
  { header: 'Maximum', key: 'max', type: 'number', width: 12 },
];

export function* summaryRows(questions: readonly TQuestionSummary[]): Iterable<Record<string, unknown>> {
  for (const q of questions) {
    const base = { number: q.number, question: q.text };
    if (q.stats) yield { ...base, item: 'Számok', ...q.stats };
    for (const d of q.distribution ?? []) yield { ...base, item: d.choice, count: d.count };
    for (const a of q.answers ?? []) yield { ...base, item: a.institution.name, answer: a.array_value.length ? a.array_value.join('; ') : (a.value ?? '') };
  }
}
