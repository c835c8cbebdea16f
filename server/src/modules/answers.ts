// Answers to a questionnaire's questions (shared/src/questions.ts: number, text, choice, list),
// for the yearly reports and the surveys: checked against each question's kind, the errors in the
// spec's shape (002 §5): a list of [question, message] pairs under `answers`, the question first.
import { z } from 'zod';
import { ZRowId } from '../http/schemas.ts';
import type { TQuestion } from '@etanker/shared/questions.ts';

/** One answer as PUT sends it (spec: the question's id plus value or array_value); GET answers the same shape. */
export const ZAnswer = z.object({
  question: z.union([ZRowId, z.object({ id: ZRowId }).transform((q) => q.id)]),
  value: z.union([z.string().max(5000), z.number(), z.null()]).optional(),
  array_value: z.array(z.string().max(1000)).max(200).nullable().optional(),
});
export type TAnswerInput = z.output<typeof ZAnswer>;
export const ZAnswers = z.array(ZAnswer).max(500);

/** An answer as stored (YearlyReportAnswer). */
export interface TStoredAnswer {
  question: number;
  value: string | null;
  number_value: number | null;
  array_value: string[];
}

export type TAnswerError = [question: number, message: string];

export const MESSAGES = {
  unknown: 'Ismeretlen kérdés.',
  twice: 'A kérdésre csak egy válasz adható.',
  number: 'Számot adjon meg.',
  numberRange: 'A szám 0 és 99 999 999 között legyen, legfeljebb 2 tizedesjeggyel.',
  choice: 'A megadott válaszlehetőségek egyikét válassza.',
  list: 'Ehhez a kérdéshez listát adjon meg (array_value).',
  single: 'Ehhez a kérdéshez egy értéket adjon meg (value), ne listát.',
  missing: 'A lezárás előtt válaszoljon erre a kérdésre.',
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A number answer: a JSON number or a numeric text ('12', '12,5'). */
function numberOf(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

const fitsColumn = (n: number) => n >= 0 && n <= 99_999_999 && Math.round(n * 100) === n * 100;

/** Checks the answers against their questions; answers the rows to store, or the errors (nothing is stored then). */
export function checkAnswers(questions: readonly TQuestion[], answers: readonly TAnswerInput[]): { errors: TAnswerError[]; rows: TStoredAnswer[] } {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  const errors: TAnswerError[] = [];
  const rows: TStoredAnswer[] = [];
  for (const answer of answers) {
    const question = byId.get(answer.question);
    const fail = (message: string) => errors.push([answer.question, message]);
    if (!question) {
      fail(MESSAGES.unknown);
      continue;
    }
    if (seen.has(question.id)) {
      fail(MESSAGES.twice);
      continue;
    }
    seen.add(question.id);
    const list = (answer.array_value ?? []).map((s) => s.trim()).filter(Boolean);
    if (question.kind === 'list') {
      if (!blank(answer.value)) fail(MESSAGES.list);
      else if (list.length) rows.push({ question: question.id, value: null, number_value: null, array_value: list });
      continue;
    }
    if (list.length) {
      fail(MESSAGES.single);
      continue;
    }
    if (blank(answer.value)) continue;
    const value = answer.value as string | number;
    if (question.kind === 'number') {
      const n = numberOf(value);
      if (n === null) fail(MESSAGES.number);
      else if (!fitsColumn(n)) fail(MESSAGES.numberRange);
      else rows.push({ question: question.id, value: String(n), number_value: n, array_value: [] });
      continue;
    }
    const text = String(value).trim();
    if (question.kind === 'choice' && !question.choices.includes(text)) fail(MESSAGES.choice);
    else rows.push({ question: question.id, value: text, number_value: null, array_value: [] });
  }
  return { errors, rows };
}

/** The questions a report to be closed leaves unanswered. */
export const missingAnswers = (questions: readonly TQuestion[], stored: readonly { question: number }[]): TAnswerError[] => {
  const answered = new Set(stored.map((a) => a.question));
  return questions.filter((q) => !answered.has(q.id)).map((q) => [q.id, MESSAGES.missing]);
};

/** An answer as GET answers it: a number question's value as a number. */
export function answerOut(question: TQuestion | undefined, a: TStoredAnswer) {
  const value = question?.kind === 'number' && a.number_value !== null ? a.number_value : a.value;
  return { question: a.question, value: question?.kind === 'list' ? null : value, array_value: question?.kind === 'list' ? a.array_value : null };
}
