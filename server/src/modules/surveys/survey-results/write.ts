// Writing a survey result (DESIGN.md "Surveys"): PUT saves what is typed (autosave: a partial
// result is taken, each answer checked against its question's kind); lezaras/ saves, then needs
// every question answered, and closes; ujranyitas/ opens it again. The row is locked first, so a
// closing beside an autosave is seen; a closed result changes for nobody until it is reopened.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { AppError, badRequest, forbidden } from '../../../http/errors.ts';
import { checkAnswers, missingAnswers, type TAnswerInput } from '../../answers.ts';
import { questionsOf } from '../questions.ts';
import { permissionsOf, RESULT_SELECT, resultScopeWhere, ZAnswerValue } from './read.ts';
import { notFound } from '../../../http/errors.ts';

export const CLOSED_MESSAGE = 'A lezárt kérdőív nem módosítható, amíg újra nem nyitják.';
export const LATE_MESSAGE = 'A kérdőív határideje lejárt, már nem módosítható.';
export const CENTRE_MESSAGE = 'A kérdőívet az iskola tölti ki.';
export const NOT_CLOSED_MESSAGE = 'A kérdőív nincs lezárva.';
export const REOPEN_MESSAGE = 'A határidő után csak a központ nyithatja újra a kérdőívet.';

/** The result as GET answers it may come back whole: only `answers` is written, the rest is the server's. */
export const ZResultInput = z
  .object({
    // Keyed by question id; a key that is none is an unknown question (checkAnswers).
    answers: z.record(z.string().max(20), ZAnswerValue).optional(),
    id: z.unknown().optional(),
    closed: z.unknown().optional(),
    closed_at: z.unknown().optional(),
    institution: z.unknown().optional(),
    survey: z.unknown().optional(),
    status: z.unknown().optional(),
    can_edit: z.unknown().optional(),
    can_close: z.unknown().optional(),
    can_reopen: z.unknown().optional(),
  })
  .strict();
export type TResultInput = z.output<typeof ZResultInput>;

const toList = (map: Record<string, unknown>): TAnswerInput[] =>
  Object.entries(map).map(([key, v]) => {
    const question = /^\d{1,9}$/.test(key) ? Number(key) : 0;
    return Array.isArray(v) ? { question, array_value: v as string[] } : { question, value: v as string | number | null };
  });

/** The result locked for this transaction, in the writer's scope. */
async function lockedResult(tx: TTx, user: TCurrentUser, id: number) {
  const row = await tx.surveyResult.findFirst({ where: { AND: [{ id }, resultScopeWhere(user)] }, select: RESULT_SELECT });
  if (!row) throw notFound();
  const [locked] = await tx.$queryRaw<{ closed: boolean }[]>`SELECT closed FROM "SurveyResult" WHERE id = ${id} FOR UPDATE`;
  return { ...row, closed: locked.closed };
}

/** PUT and the first half of lezaras/: the answers replace the stored ones (the map is the whole result). */
export async function saveAnswers(tx: TTx, user: TCurrentUser, id: number, input: TResultInput) {
  const row = await lockedResult(tx, user, id);
  if (row.closed) throw badRequest({ non_field_errors: [CLOSED_MESSAGE] });
  if (user.is_centre) throw forbidden(CENTRE_MESSAGE);
  if (!permissionsOf(user, row).can_edit) throw badRequest({ non_field_errors: [LATE_MESSAGE] });
  const questions = questionsOf(row.survey.questions);
  if (input.answers === undefined) return questions;
  const { errors, rows } = checkAnswers(questions, toList(input.answers));
  if (errors.length) throw new AppError(400, { answers: errors });
  await tx.surveyAnswer.deleteMany({ where: { survey_result_id: id } });
  await tx.surveyAnswer.createMany({ data: rows.map((r) => ({ ...r, survey_result_id: id })) });
  await tx.surveyResult.update({ where: { id }, data: { updated_at: new Date() }, select: { id: true } });
  return questions;
}

/** lezaras/: saved as sent, then every question must have an answer. */
export async function closeResult(tx: TTx, user: TCurrentUser, id: number, input: TResultInput) {
  const questions = await saveAnswers(tx, user, id, input);
  const stored = await tx.surveyAnswer.findMany({ where: { survey_result_id: id }, select: { question: true } });
  const missing = missingAnswers(questions, stored);
  if (missing.length) throw new AppError(400, { answers: missing });
  await tx.surveyResult.update({ where: { id }, data: { closed: true, closed_at: new Date() }, select: { id: true } });
}

/** ujranyitas/: the centre's keepers any time, the school itself until the deadline. */
export async function reopenResult(tx: TTx, user: TCurrentUser, id: number) {
  const row = await lockedResult(tx, user, id);
  if (!row.closed) throw badRequest({ non_field_errors: [NOT_CLOSED_MESSAGE] });
  if (!permissionsOf(user, row).can_reopen) throw user.is_centre ? forbidden() : badRequest({ non_field_errors: [REOPEN_MESSAGE] });
  await tx.surveyResult.update({ where: { id }, data: { closed: false, closed_at: null }, select: { id: true } });
}
