// elozo-eredmenyek/: beside each question of a result, the same school's answers to it in its
// CLOSED results of earlier surveys (an earlier deadline). A question is the same when its kind
// and its text (spaces and case aside) are: a survey's question ids are its own.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { formatDate, normalizeSearch } from '@etanker/shared/format.ts';
import type { TQuestion } from '@etanker/shared/questions.ts';
import { answerOut } from '../../answers.ts';
import { questionsOf } from '../questions.ts';
import { readResult, ZAnswerValue } from './read.ts';

const EARLIER_SURVEYS = 10;

export const ZPrevious = z.object({
  questions: z.array(
    z.object({
      question: z.number(),
      previous: z.array(z.object({ survey: z.object({ id: z.number(), name: z.string(), deadline: z.string() }), result: z.number(), value: ZAnswerValue })),
    }),
  ),
});

const keyOf = (q: TQuestion) => `${q.kind}:${normalizeSearch(q.text)}`;

export async function previousResults(tx: TTx, user: TCurrentUser, id: number): Promise<z.output<typeof ZPrevious>> {
  const current = await readResult(tx, user, id);
  const earlier = await tx.surveyResult.findMany({
    where: {
      institution_id: current.institution.id,
      closed: true,
      id: { not: id },
      survey: { deadline: { lt: new Date(`${current.survey.deadline}T00:00:00Z`) } },
    },
    orderBy: [{ survey: { deadline: 'desc' } }, { id: 'desc' }],
    take: EARLIER_SURVEYS,
    select: {
      id: true,
      survey: { select: { id: true, name: true, deadline: true, questions: true } },
      answers: { select: { question: true, value: true, number_value: true, array_value: true } },
    },
  });
  return {
    questions: current.survey.questions.map((q) => ({
      question: q.id,
      previous: earlier.flatMap((r) => {
        const same = questionsOf(r.survey.questions).find((p) => keyOf(p) === keyOf(q));
        const answer = same && r.answers.find((a) => a.question === same.id);
        if (!same || !answer) return [];
        const out = answerOut(same, { ...answer, number_value: answer.number_value === null ? null : answer.number_value.toNumber() });
        return [
          { survey: { id: r.survey.id, name: r.survey.name, deadline: formatDate(r.survey.deadline) }, result: r.id, value: out.array_value ?? out.value },
        ];
      }),
    })),
  };
}
