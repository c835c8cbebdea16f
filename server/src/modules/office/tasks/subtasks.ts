// A task's subtasks: written as the task's lines (ids kept, child-lines.ts), each assignee a
// person the writer may name (the kit checks a task's own references, not its lines'). Who
// finished a subtask and when are the server's: set when `finished` turns true, by whoever
// saved it (the supervisor's PUT or the assignee's kesz/), cleared when it turns false.
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { readableIds } from '../../../workflow/relations.ts';
import { badRequest } from '../../../http/errors.ts';
import { DB_MESSAGES } from '../../../http/db-errors.ts';
import { parseDate } from '@etanker/shared/format.ts';
import type { TTaskInput } from './manifest.ts';

/** Every assignee must be someone the writer may name (relations.ts `readable` of users), else the line's 400. */
export async function checkAssignees(tx: TTx, ctx: TAuthedContext, data: TTaskInput): Promise<void> {
  const readable = await readableIds(tx, 'user', [...new Set(data.subtasks.flatMap((s) => s.assignees))], ctx.user);
  const errors = Object.fromEntries(
    data.subtasks.flatMap((s, index) => (s.assignees.every((id) => readable.has(id)) ? [] : [[`subtasks.${index}.assignees`, [DB_MESSAGES.missingReference]]])),
  );
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** Who finished a subtask and when, after this write: kept while it stays finished, the writer's when it turns so. */
export const finishedStamp = (
  ctx: TAuthedContext,
  finished: boolean,
  before: { finished: boolean; finished_by_id: number | null; finished_at: Date | null } | undefined,
) =>
  !finished
    ? { finished_by_id: null, finished_at: null }
    : before?.finished
      ? { finished_by_id: before.finished_by_id, finished_at: before.finished_at }
      : { finished_by_id: ctx.user.id, finished_at: new Date() };

export async function writeSubtasks(tx: TTx, ctx: TAuthedContext, taskId: number, data: TTaskInput, create: boolean): Promise<void> {
  const stored = create
    ? []
    : await tx.officeSubtask.findMany({ where: { task_id: taskId }, select: { id: true, finished: true, finished_by_id: true, finished_at: true } });
  const before = new Map(stored.map((s) => [s.id, s]));
  const lines = data.subtasks.map((s) => ({
    ...(s.id === undefined ? {} : { id: s.id }),
    description: s.description,
    measure: s.measure,
    assignees: s.assignees,
    deadline: parseDate(s.deadline)!,
    finished: s.finished,
    ...finishedStamp(ctx, s.finished, s.id === undefined ? undefined : before.get(s.id)),
  }));
  await writeLines(tx.officeSubtask, { field: 'subtasks', parentColumn: 'task_id', parentId: taskId, lines, create });
}
