// A survey's questions (the yearly reports' four kinds, shared/src/questions.ts), kept on the
// survey as a JSON list. A question's `id` is stable: answers name it, and it is kept across
// edits; a new question gets the next free one. `number` is its place in the list.
import { z } from 'zod';
import { QUESTION_KINDS, type TQuestion } from '@etanker/shared/questions.ts';
import { ZRowId } from '../../http/schemas.ts';

const CHOICES_MISSING = 'Adjon meg legalább egy válaszlehetőséget.';

export const ZQuestionInput = z
  .object({
    id: ZRowId.optional(),
    text: z.string().trim().min(1, 'Ez a mező nem lehet üres').max(500, 'Legfeljebb 500 karakter lehet.'),
    kind: z.enum(QUESTION_KINDS, 'Érvénytelen kérdéstípus.'),
    choices: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  })
  .strict()
  .refine((q) => q.kind !== 'choice' || q.choices.length > 0, { path: ['choices'], message: CHOICES_MISSING });
export const ZQuestionsInput = z.array(ZQuestionInput).max(100);
export type TQuestionInput = z.output<typeof ZQuestionInput>;

const ZStoredQuestions = z.array(
  z.object({ id: z.number(), number: z.number(), text: z.string(), kind: z.enum(QUESTION_KINDS), choices: z.array(z.string()) }),
);

export const questionsOf = (stored: unknown): TQuestion[] => ZStoredQuestions.parse(stored ?? []);

/** The questions to store: sent ids kept (once), the others numbered after the largest. */
export function numberedQuestions(input: readonly TQuestionInput[]): TQuestion[] {
  const seen = new Set<number>();
  let next = Math.max(0, ...input.map((q) => q.id ?? 0));
  return input.map((q, index) => {
    const id = q.id !== undefined && !seen.has(q.id) ? q.id : ++next;
    seen.add(id);
    return { id, number: index + 1, text: q.text, kind: q.kind, choices: q.kind === 'choice' ? q.choices : [] };
  });
}

/** The same questions (what an answer means would not change). */
export const sameQuestions = (a: readonly TQuestion[], b: readonly TQuestion[]) => JSON.stringify(a) === JSON.stringify(b);
