// The questions of a yearly report are data: the static list `yearly_report_questions` (spec 000
// §3), an item's key is the question's number and `data.type` its kind. The answers are checked
// against each question's kind by the kit (modules/answers.ts), as a survey's are.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TQuestion } from '@etanker/shared/questions.ts';

export const QUESTIONS_LIST = 'yearly_report_questions';

export type { TQuestion };

const ZQuestionData = z.object({
  // long_text: the list's first items were written with the form field's kind.
  type: z.enum(['number', 'text', 'long_text', 'choice', 'list']).catch('text'),
  choices: z.array(z.string()).catch([]).optional(),
});

/** The active questions in their list order. */
export async function loadQuestions(tx: TTx): Promise<TQuestion[]> {
  const items = await tx.staticItem.findMany({
    where: { list: QUESTIONS_LIST, is_active: true },
    orderBy: [{ position: 'asc' }, { key: 'asc' }],
    select: { key: true, name: true, data: true, position: true },
  });
  return items.map((item) => {
    const data = ZQuestionData.parse(item.data ?? {});
    return {
      id: item.key,
      number: item.position,
      text: item.name,
      kind: data.type === 'long_text' ? 'text' : data.type,
      choices: data.choices ?? [],
    };
  });
}
