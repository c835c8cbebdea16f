// Writing a survey (DESIGN.md "Surveys"): its target schools (left empty: every open school) each
// get a result at once, read by the school from open_from on. Questions that results have
// answered no longer change, and a school that answered stays a target (409): the answers would
// lose their meaning. A target taken out before answering loses its empty result.
import type { TTx } from '../../../db/client.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { conflict } from '../../../http/errors.ts';
import { numberedQuestions, questionsOf, sameQuestions, type TQuestionInput } from '../questions.ts';

export const QUESTIONS_ANSWERED = 'A kérdések nem módosíthatók, mert már érkezett rájuk válasz.';
export const TARGET_ANSWERED = 'Egy intézmény már válaszolt a kérdőívre, nem vehető ki a célintézmények közül.';

/** The schools a survey asks: those sent, or every open school. */
export async function targetsOf(tx: TTx, sent: readonly number[]): Promise<number[]> {
  if (sent.length) return [...new Set(sent)];
  const schools = await tx.institution.findMany({ where: { parent_id: { not: null }, is_active: true }, orderBy: { id: 'asc' }, select: { id: true } });
  return schools.map((s) => s.id);
}

/** After the survey's own fields: its questions and a result for every target (what is already there stays). */
export async function writeQuestionsAndResults(tx: TTx, id: number, questions: readonly TQuestionInput[] | undefined, sentTargets: readonly number[]) {
  const survey = await tx.survey.findUniqueOrThrow({ where: { id }, select: { questions: true } });
  const answered = await tx.surveyResult.findMany({ where: { survey_id: id, answers: { some: {} } }, select: { institution_id: true } });
  if (questions !== undefined) {
    const next = numberedQuestions(questions);
    if (answered.length && !sameQuestions(questionsOf(survey.questions), next)) throw conflict(QUESTIONS_ANSWERED);
    await tx.survey.update({ where: { id }, data: { questions: next as unknown as Prisma.InputJsonValue }, select: { id: true } });
  }
  const targets = await targetsOf(tx, sentTargets);
  if (answered.some((r) => !targets.includes(r.institution_id))) throw conflict(TARGET_ANSWERED);
  await tx.survey.update({ where: { id }, data: { institutions: targets }, select: { id: true } });
  await tx.surveyResult.deleteMany({ where: { survey_id: id, institution_id: { notIn: targets } } });
  await tx.surveyResult.createMany({ data: targets.map((institution_id) => ({ survey_id: id, institution_id })), skipDuplicates: true });
}
