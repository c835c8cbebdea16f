// The calendar kind's procedure and REST route (naptar/?year&month plus the declared filters),
// one for every module that declares a calendar (workflow/calendar.ts).
import { z } from 'zod';
import type { TRestRoute } from '../rest/route.ts';
import { gatedProcedure } from '../trpc/init.ts';
import { calendarEvents, ZCalendarMonth, type TAnyCalendarDef } from '../workflow/calendar.ts';
import type { TAnyWorkflowModule } from '../workflow/define.ts';
import { procedures } from './rest-common.ts';

/** The `calendar` procedure of a module's router (pass it among the router's extras). */
export function calendarProcedures(def: TAnyWorkflowModule, calendar: TAnyCalendarDef) {
  return {
    calendar: gatedProcedure(def.permission)
      .input(ZCalendarMonth.catchall(z.unknown()))
      .query(({ ctx, input }) => calendarEvents(ctx.prisma, ctx, def, calendar, input)),
  };
}

/** GET {base}/naptar/: the month's events (query text, numbers coerced by the procedure's input). */
export function calendarRestRoute(def: { key: string; restBase: string; label: string }): TRestRoute {
  const proc = procedures(def);
  return {
    method: 'GET',
    path: `/api/${def.restBase}/naptar/`,
    tag: def.key,
    summary: `${def.label}: havi naptár (year, month)`,
    handler: ({ caller, query }) => proc(caller).calendar(query),
  };
}
