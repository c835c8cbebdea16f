// Overdue: an unfinished task whose deadline (a calendar day) has passed — today's is not yet.
import { formatDate } from '@etanker/shared/format.ts';
import { apiDate } from '../../../core/dates.ts';

export function taskOverdue(task: { deadline: Date | null; finished: boolean }, today = formatDate(new Date())): boolean {
  const deadline = apiDate(task.deadline);
  return !task.finished && deadline !== null && deadline < today;
}
