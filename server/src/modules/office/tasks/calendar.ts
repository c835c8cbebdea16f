// naptar/?year&month (+ the list's institution, supervisor, assignee): the month's subtask
// deadlines of the tasks the caller reads, each a whole-day event linking to its task. A subtask
// is what someone must do by a day; the task's own deadline is its last subtask's in practice.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TAnyPlainModule } from '../../../workflow/define.ts';
import { calendarAnswer, ZCalendarEventBase, ZCalendarMonth } from '../../../workflow/calendar.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { plainWhere } from '../../plain-operations.ts';

const CALENDAR_FILTERS = ['institution', 'supervisor', 'assignee'] as const;
/** The answer stays bounded, as the kit's calendars. */
const MAX_EVENTS = 2000;

export const ZTaskMonth = ZCalendarMonth.catchall(z.unknown());

/** naptar/'s answer: the kit's event with the subtask's state and its task. */
export const ZSubtaskCalendarAnswer = calendarAnswer(
  ZCalendarEventBase.extend({ finished: z.boolean(), institution_code: z.string(), task: z.number().int() }),
);

export async function subtaskCalendar(tx: TTx, ctx: TAuthedContext, def: TAnyPlainModule, input: z.output<typeof ZTaskMonth>) {
  const { year, month } = input;
  const { where } = await plainWhere(ctx, def, Object.fromEntries(CALENDAR_FILTERS.filter((name) => name in input).map((name) => [name, input[name]])));
  const subtasks = await tx.officeSubtask.findMany({
    where: { task: { is: where }, deadline: { gte: new Date(Date.UTC(year, month - 1, 1)), lt: new Date(Date.UTC(year, month, 1)) } },
    orderBy: [{ deadline: 'asc' }, { id: 'asc' }],
    take: MAX_EVENTS,
    select: {
      id: true,
      description: true,
      deadline: true,
      finished: true,
      task: { select: { id: true, title: true, institution: { select: { id: true, unit_code: true } } } },
    },
  });
  const events = subtasks.map(({ id, description, deadline, finished, task }) => ({
    id,
    title: `${finished ? '✓ ' : ''}${task.institution.unit_code} – ${task.title}: ${description}`,
    start: formatDate(deadline),
    end: formatDate(deadline),
    all_day: true,
    finished,
    institution: task.institution.id,
    institution_code: task.institution.unit_code,
    task: task.id,
    url: def.detailRoute.replace('{id}', String(task.id)),
  }));
  return { year, month, events };
}
