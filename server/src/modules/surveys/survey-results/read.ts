// A survey result as the API answers it (MODULES.md §3.62: id, answers (map), closed, closed_at,
// institution, survey {id, name, note, open_from, deadline, questions}) and what the caller may
// do with it. A school sees its own results from the survey's open_from on; the centre all.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { institutionScopeWhere } from '../../../access/scope.ts';
import { hasPermission } from '../../../access/context.ts';
import { notFound } from '../../../http/errors.ts';
import { formatDate, formatDateTime } from '@etanker/shared/format.ts';
import { answerOut } from '../../answers.ts';
import { questionsOf } from '../questions.ts';
import { SURVEYS_EDIT_PERMISSION } from '../permission.ts';

export const today = () => formatDate(new Date());

/** The results the caller reads: the centre every one, a school its own of surveys already open. */
export function resultScopeWhere(user: TCurrentUser): Prisma.SurveyResultWhereInput {
  if (user.is_centre) return {};
  return { AND: [institutionScopeWhere(user, 'institution_id'), { survey: { open_from: { lte: new Date(`${today()}T00:00:00Z`) } } }] };
}

export const RESULT_SELECT = {
  id: true,
  closed: true,
  closed_at: true,
  institution: { select: { id: true, name: true } },
  survey: { select: { id: true, name: true, note: true, open_from: true, deadline: true, questions: true } },
} satisfies Prisma.SurveyResultSelect;

type TResultRow = Prisma.SurveyResultGetPayload<{ select: typeof RESULT_SELECT }>;

export const ZAnswerValue = z.union([z.string().max(5000), z.number(), z.null(), z.array(z.string().max(1000)).max(200)]);

/** Who may do what (DESIGN.md "Surveys"): the school writes and closes its open result until the deadline; the centre's keepers reopen any time, the school before the deadline. */
export function permissionsOf(user: TCurrentUser, row: { closed: boolean; survey: { deadline: Date } }) {
  const writer = !user.is_readonly;
  const inTime = formatDate(row.survey.deadline) >= today();
  const keeper = writer && hasPermission(user, SURVEYS_EDIT_PERMISSION);
  const school = writer && !user.is_centre;
  return {
    can_edit: school && inTime && !row.closed,
    can_close: school && inTime && !row.closed,
    can_reopen: row.closed && (keeper || (school && inTime)),
  };
}

function status(row: TResultRow): string {
  if (row.closed) return 'Lezárva';
  return formatDate(row.survey.deadline) < today() ? 'Határidőn túl' : 'Kitöltés alatt';
}

export function resultView(
  user: TCurrentUser,
  row: TResultRow,
  answers: { question: number; value: string | null; number_value: Prisma.Decimal | null; array_value: string[] }[],
) {
  const questions = questionsOf(row.survey.questions);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const map: Record<string, z.output<typeof ZAnswerValue>> = {};
  for (const a of answers) {
    const out = answerOut(byId.get(a.question), { ...a, number_value: a.number_value === null ? null : a.number_value.toNumber() });
    map[String(a.question)] = out.array_value ?? out.value;
  }
  return {
    id: row.id,
    answers: map,
    closed: row.closed,
    closed_at: row.closed_at && formatDateTime(row.closed_at),
    institution: row.institution,
    survey: { ...row.survey, open_from: formatDate(row.survey.open_from), deadline: formatDate(row.survey.deadline), questions },
    status: status(row),
    ...permissionsOf(user, row),
  };
}
export type TResultView = ReturnType<typeof resultView>;

/** One result in the caller's scope, or 404. */
export async function readResult(tx: TTx, user: TCurrentUser, id: number): Promise<TResultView> {
  const row = await tx.surveyResult.findFirst({ where: { AND: [{ id }, resultScopeWhere(user)] }, select: RESULT_SELECT });
  if (!row) throw notFound();
  const answers = await tx.surveyAnswer.findMany({
    where: { survey_result_id: id },
    orderBy: { question: 'asc' },
    select: { question: true, value: true, number_value: true, array_value: true },
  });
  return resultView(user, row, answers);
}
