// A monthly report as the client reads it (GET /api/havi-beszamolok/{id}/), its period's name, the
// badge colour of where it stands, and the 400's answers errors by field path (002 §5: each
// error's question is its first element, as the yearly reports').
import { TRPCClientError } from '@trpc/client';
import { MONTH_NAMES, type TMonthlyAnswerError } from '@etanker/shared/monthly-reports.ts';
import { BADGE } from '../../../ui/badgeColors.ts';

export type TAnswerValue = string | number | null;
export type TAnswerRow = Record<string, TAnswerValue>;
export type TAnswers = Record<string, string | TAnswerRow | TAnswerRow[]>;

export interface TMonthlyReport {
  id: number;
  institution: { id: number; name: string };
  year: number;
  month: number;
  state: string;
  state_name: string;
  due_date: string;
  deadline_state: 'due' | 'overdue' | 'submitted' | 'closed';
  deadline_state_name: string;
  answers: TAnswers;
  extraordinary_events: { id: number; title: string; date: string; state: string }[];
  can_edit: boolean;
  can_submit: boolean;
  can_close: boolean;
  can_reopen: boolean;
}

export const periodName = (r: { year: number; month: number }) => `${r.year}. ${MONTH_NAMES[r.month - 1]}`;

export const DEADLINE_COLOR: Record<TMonthlyReport['deadline_state'], string> = {
  due: BADGE.info,
  overdue: BADGE.negative,
  submitted: BADGE.attention,
  closed: BADGE.positive,
};

/** The answers errors of a failed save, by field path ('statistics.students_came'); null when the failure is another. */
export function answerErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof TRPCClientError)) return null;
  const list = (error.data as { fieldErrors?: { answers?: TMonthlyAnswerError[] } } | undefined)?.fieldErrors?.answers;
  if (!Array.isArray(list)) return null;
  return Object.fromEntries(list.map(([question, message, path]) => [path || String(Number(question)), message]));
}
