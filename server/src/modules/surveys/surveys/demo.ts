// Demo surveys (order 410): the autumn survey of every school, over, closed at 001–003 (its
// summary has numbers) and left open at 004; the spring survey, open for 001 and 002 until a
// month from today, begun at 001. Made as the module makes them (write.ts), answers stored as
// PUT stores them; a survey already there (a second seed) is left as it is.
import { defineDemo } from '../../../../../prisma/seed/demo/kit.ts';
import type { TPrisma } from '../../../db/client.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { checkAnswers } from '../../answers.ts';
import { writeQuestionsAndResults } from './write.ts';
import { numberedQuestions } from '../questions.ts';
import { AUTUMN, AUTUMN_CLOSED, DEMO_QUESTIONS, SPRING, type TDemoAnswers } from './demo-answers.ts';

const DAY = 86_400_000;
const day = (offset: number) => new Date(`${formatDate(new Date(Date.now() + offset * DAY))}T00:00:00Z`);

async function demoSurvey(
  prisma: TPrisma,
  survey: { name: string; note: string; open_from: Date; deadline: Date },
  answers: Record<string, TDemoAnswers>,
  units: readonly string[],
  closed: readonly string[],
) {
  if (await prisma.survey.findFirst({ where: { name: survey.name }, select: { id: true } })) return;
  const schools = await prisma.institution.findMany({
    where: { unit_code: { in: [...units] }, parent_id: { not: null } },
    select: { id: true, unit_code: true },
  });
  await prisma.$transaction(async (tx) => {
    const { id } = await tx.survey.create({ data: { ...survey, search_text: survey.name.toLowerCase() }, select: { id: true } });
    await writeQuestionsAndResults(
      tx,
      id,
      DEMO_QUESTIONS,
      schools.map((s) => s.id),
    );
    const questions = numberedQuestions(DEMO_QUESTIONS);
    for (const school of schools) {
      const given = Object.entries(answers[school.unit_code] ?? {}).map(([q, v]) =>
        Array.isArray(v) ? { question: Number(q), array_value: v } : { question: Number(q), value: v },
      );
      const { rows } = checkAnswers(questions, given);
      const result = await tx.surveyResult.findFirstOrThrow({ where: { survey_id: id, institution_id: school.id }, select: { id: true } });
      await tx.surveyAnswer.createMany({ data: rows.map((r) => ({ ...r, survey_result_id: result.id })) });
      if (closed.includes(school.unit_code)) {
        await tx.surveyResult.update({ where: { id: result.id }, data: { closed: true, closed_at: new Date(survey.deadline.getTime() - 3 * DAY) } });
      }
    }
  });
}

export const surveysDemo = defineDemo({
  records: {
    order: 410,
    seed: async ({ services: { prisma } }) => {
      await demoSurvey(
        prisma,
        {
          name: 'Őszi intézményi kérdőív',
          note: 'A félév pályaorientációs és duális képzési tapasztalatai.',
          open_from: day(-120),
          deadline: day(-60),
        },
        AUTUMN,
        ['001', '002', '003', '004'],
        AUTUMN_CLOSED,
      );
      await demoSurvey(
        prisma,
        { name: 'Tavaszi intézményi kérdőív', note: 'Ugyanazok a kérdések, a tavaszi félévre.', open_from: day(-7), deadline: day(30) },
        SPRING,
        ['001', '002'],
        [],
      );
    },
  },
});
