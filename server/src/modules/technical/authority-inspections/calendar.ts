// naptar/?year&month (+ the list's institution, regulation_issuer, handler): the month's task
// deadlines of the inspections the caller reads. Each entry is a whole-day event carrying its
// institution's code and the inspection's id, and links to the inspection.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TAnyPlainModule } from '../../../workflow/define.ts';
import { calendarAnswer, ZCalendarEventBase, ZCalendarMonth } from '../../../workflow/calendar.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { plainWhere } from '../../plain-operations.ts';
import { taskOverdue } from './overdue.ts';

const CALENDAR_FILTERS = ['institution', 'regulation_issuer', 'handler'] as const;
/** A month never holds more deadlines than this in practice; the answer stays bounded. */
const MAX_EVENTS = 2000;

export const ZCalendarInput = ZCalendarMonth.catchall(z.unknown());

/** naptar/'s answer, for the OpenAPI document: the kit's event with the task's own fields. */
export const ZTaskCalendarAnswer = calendarAnswer(
  ZCalendarEventBase.extend({ finished: z.boolean(), overdue: z.boolean(), institution_code: z.string(), inspection: z.number().int() }),
);

export async function taskCalendar(tx: TTx, ctx: TAuthedContext, def: TAnyPlainModule, input: z.output<typeof ZCalendarInput>) {
  const { year, month } = input;
  const filterInput = Object.fromEntries(CALENDAR_FILTERS.filter((name) => name in input).map((name) => [name, input[name]]));
  const { where } = await plainWhere(ctx, def, filterInput);
  const tasks = await tx.authorityInspectionTask.findMany({
    where: { inspection: { is: where }, deadline: { gte: new Date(Date.UTC(year, month - 1, 1)), lt: new Date(Date.UTC(year, month, 1)) } },
    orderBy: [{ deadline: 'asc' }, { id: 'asc' }],
    take: MAX_EVENTS,
    select: {
      id: true,
      problem: true,
      deadline: true,
      finished: true,
      inspection: { select: { id: true, institution: { select: { id: true, unit_code: true } } } },
    },
  });
  return {
    year,
    month,
    events: tasks.map((t) => {
      const overdue = taskOverdue(t);
      const code = t.inspection.institution.unit_code;
      return {
        id: t.id,
        title: `${overdue ? 'LEJÁRT: ' : t.finished ? '✓ ' : ''}${code} – ${t.problem}`,
        start: formatDate(t.deadline),
        end: formatDate(t.deadline),
        all_day: true,
        finished: t.finished,
        overdue,
        institution: t.inspection.institution.id,
        institution_code: code,
        inspection: t.inspection.id,
        url: def.detailRoute.replace('{id}', String(t.inspection.id)),
      };
    }),
  };
}
