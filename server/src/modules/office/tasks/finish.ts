// {id}/reszfeladat/{subtask}/kesz/: a subtask finished (or opened again) on its own, by one of
// its assignees — who may read the task without keeping it — or by whoever keeps the task (its
// school's people, the centre). Read-only users never (the action is a write). The task's rows
// say per subtask whether the caller may (`can_finish`), so the screen shows only what works.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import type { TAnyPlainModule } from '../../../workflow/define.ts';
import { canUseInstitution } from '../../../access/scope.ts';
import { forbidden, notFound } from '../../../http/errors.ts';
import { ZQueryBool, ZRowIdText } from '../../../http/schemas.ts';
import { formatDateTime } from '@etanker/shared/format.ts';
import { readScopeWhere } from '../../plain-scope.ts';
import { finishedStamp } from './subtasks.ts';

/** `subtask` is read after the task is found in scope: another school's task is a 404 whatever the path holds. */
export const ZFinishInput = z.object({ id: ZRowIdText, subtask: z.union([z.string(), z.number()]), finished: ZQueryBool.default(true) });

export const ZFinishAnswer = z.object({
  id: z.number().int(),
  finished: z.boolean(),
  finished_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  finished_at: z.string().nullable(),
});

const mayFinish = (user: TCurrentUser, institution: number, assignees: readonly number[]) =>
  !user.is_readonly && (assignees.includes(user.id) || canUseInstitution(user, institution));

export async function finishSubtask(tx: TTx, ctx: TAuthedContext, def: TAnyPlainModule, input: z.output<typeof ZFinishInput>) {
  const task = await tx.officeTask.findFirst({ where: { AND: [{ id: input.id }, readScopeWhere(ctx.user, def)] }, select: { id: true } });
  const subtaskId = ZRowIdText.safeParse(input.subtask);
  if (!task || !subtaskId.success) throw notFound();
  const subtask = await tx.officeSubtask.findFirst({
    where: { id: subtaskId.data, task_id: task.id },
    select: { id: true, assignees: true, finished: true, finished_by_id: true, finished_at: true, task: { select: { institution_id: true } } },
  });
  if (!subtask) throw notFound();
  if (!mayFinish(ctx.user, subtask.task.institution_id, subtask.assignees)) throw forbidden();
  const saved = await tx.officeSubtask.update({
    where: { id: subtask.id },
    data: { finished: input.finished, ...finishedStamp(ctx, input.finished, subtask) },
    select: { id: true, finished: true, finished_at: true, finished_by: { select: { id: true, name: true } } },
  });
  return { ...saved, finished_at: saved.finished_at ? formatDateTime(saved.finished_at) : null };
}

/** A task as its GET answers it, each subtask saying whether the caller may finish it. */
export function withFinishFlags<T extends { institution: { id: number }; subtasks: { assignees: { id: number }[] }[] }>(ctx: TAuthedContext, row: T | null) {
  if (!row) return row;
  return {
    ...row,
    subtasks: row.subtasks.map((s) => ({
      ...s,
      can_finish: mayFinish(
        ctx.user,
        row.institution.id,
        s.assignees.map((a) => a.id),
      ),
    })),
  };
}
