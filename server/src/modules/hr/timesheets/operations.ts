// timesheets: the operations of /api/munkaido-nyilvantartas/ (a special module: no workflow, no
// plain rows; 001 §7), appRouter.timesheets.<list|filters|get|start|close|correct> and their REST paths.
import { z } from 'zod';
import { ZDateTimeValue, ZRowId, ZRowIdText } from '../../../http/schemas.ts';
import { bodyObject } from '../../../http/body.ts';
import { idParam } from '../../../rest/route.ts';
import { institutionChoices } from '../../../workflow/filters.ts';
import { operation, type TOperationCall } from '../../../api/operations.ts';
import { filtersOperation } from '../../kit-operations.ts';
import { correctorScope } from './access.ts';
import { ZMonthInput, monthOf, resolveMonth } from './month.ts';
import { listMonth, personMonth } from './read.ts';
import { closeEntry, correctEntry, startEntry } from './rules.ts';
import { ZTimesheetListAnswer, ZTimesheetMonthAnswer } from './answers.ts';

/** 000 §6 names no timesheet permission; the HR gate, as MODULES.md §3.23 maps it. */
export const TIMESHEET_PERMISSION = 'hr.can_use_hr_module';

const ZListInput = ZMonthInput.extend({
  q: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  institution: ZRowIdText.optional(),
});

/** The person's id is the path's `userId`; the body's fields beside it. */
const personSent = (call: TOperationCall) => ({ input: { ...bodyObject(call.body), id: idParam(call.params, 'userId') } });

export const timesheetOperations = {
  list: operation({
    call: 'query',
    access: 'read',
    input: ZListInput,
    output: ZTimesheetListAnswer,
    run: (ctx, input) => listMonth(ctx, { ...input, month: resolveMonth(input) }),
    rest: [{ method: 'GET', path: '/', summary: 'Munkaidő-nyilvántartás: a hónap dolgozói (year, month 1-től; elhagyva az aktuális), ledolgozott idő' }],
  }),
  filters: filtersOperation('Munkaidő-nyilvántartás', async (ctx) => ({
    institution: { label: 'Intézmény', type: 'select' as const, choices: await institutionChoices(ctx) },
  })),
  get: operation({
    call: 'query',
    access: 'read',
    input: ZMonthInput.extend({ id: ZRowId }),
    output: ZTimesheetMonthAnswer,
    run: (ctx, input) => personMonth(ctx, input.id, resolveMonth(input)),
    rest: [
      {
        method: 'GET',
        path: '/:userId/',
        summary: 'Munkaidő-nyilvántartás: egy dolgozó hónapja (year, month; elhagyva az aktuális)',
        sent: (call) => ({ input: { ...call.query, id: idParam(call.params, 'userId') } }),
      },
    ],
  }),
  /** elkezdes/: opens a period; answers the person's month of the start. */
  start: operation({
    call: 'mutation',
    access: 'write',
    input: z.object({ id: ZRowId, start_date: ZDateTimeValue }),
    output: ZTimesheetMonthAnswer,
    run: async (ctx, input) => {
      const scope = await correctorScope(ctx);
      await ctx.prisma.$transaction((tx) => startEntry(tx, ctx, scope, input.id, input.start_date));
      return personMonth(ctx, input.id, monthOf(input.start_date));
    },
    rest: [{ method: 'POST', path: '/:userId/elkezdes/', summary: 'Munkaidő-nyilvántartás: munkaidő kezdése {start_date}', sent: personSent }],
  }),
  /** lezaras/: closes the open period; answers the person's month of the end. */
  close: operation({
    call: 'mutation',
    access: 'write',
    input: z.object({ id: ZRowId, end_date: ZDateTimeValue }),
    output: ZTimesheetMonthAnswer,
    run: async (ctx, input) => {
      const scope = await correctorScope(ctx);
      await ctx.prisma.$transaction((tx) => closeEntry(tx, ctx, scope, input.id, input.end_date));
      return personMonth(ctx, input.id, monthOf(input.end_date));
    },
    rest: [{ method: 'POST', path: '/:userId/lezaras/', summary: 'Munkaidő-nyilvántartás: a nyitott bejegyzés lezárása {end_date}', sent: personSent }],
  }),
  /** rekordok/{entryId}/: HR's correction; answers the person's month of the new start. */
  correct: operation({
    call: 'mutation',
    access: 'write',
    input: z.object({ id: ZRowId, entry_id: ZRowId, start_date: ZDateTimeValue, end_date: ZDateTimeValue.nullable() }),
    output: ZTimesheetMonthAnswer,
    run: async (ctx, input) => {
      const scope = await correctorScope(ctx);
      const change = { start_date: input.start_date, end_date: input.end_date };
      await ctx.prisma.$transaction((tx) => correctEntry(tx, ctx, scope, input.id, input.entry_id, change));
      return personMonth(ctx, input.id, monthOf(input.start_date));
    },
    rest: [
      {
        method: 'PUT',
        path: '/:userId/rekordok/:entryId/',
        summary: 'Munkaidő-nyilvántartás: bejegyzés javítása {start_date, end_date} (HR)',
        sent: (call) => ({ input: { ...bodyObject(call.body), id: idParam(call.params, 'userId'), entry_id: idParam(call.params, 'entryId') } }),
      },
    ],
  }),
};
