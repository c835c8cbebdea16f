// The calendar kind as a module action: `naptar/?year&month` plus the declared filters, the
// month's events within the caller's scope (workflow/calendar.ts). A module lists it among its
// actions; `module` is read when called, so a definition can name itself.
import { z } from 'zod';
import { action, type TAnyWorkflowModule } from '../workflow/define.ts';
import { calendarEvents, ZCalendarAnswer, ZCalendarMonth, type TAnyCalendarDef } from '../workflow/calendar.ts';

export function calendarAction(calendar: TAnyCalendarDef, module: () => TAnyWorkflowModule) {
  return action({
    on: 'module',
    method: 'GET',
    path: 'naptar/',
    summary: 'Havi naptár (year, month és a lista szűrői)',
    input: ZCalendarMonth.catchall(z.unknown()),
    output: ZCalendarAnswer,
    run: (tx, ctx, { input }) => calendarEvents(tx, ctx, module(), calendar, input),
  });
}
