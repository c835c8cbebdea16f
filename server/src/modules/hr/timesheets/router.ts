// timesheets: appRouter.timesheets.<list|filters|get|start|close|correct>, the procedures behind
// /api/munkaido-nyilvantartas/ (a special module: no workflow, no plain rows; 001 §7).
import { z } from 'zod';
import { gatedProcedure, router, writerProcedure } from '../../../trpc/init.ts';
import { ZDateTimeValue, ZRowId, ZRowIdText } from '../../../http/schemas.ts';
import { institutionChoices } from '../../../workflow/filters.ts';
import { correctorScope } from './access.ts';
import { ZMonthInput, monthOf, resolveMonth } from './month.ts';
import { listMonth, personMonth } from './read.ts';
import { closeEntry, correctEntry, startEntry } from './rules.ts';

/** 000 §6 names no timesheet permission; the HR gate, as MODULES.md §3.23 maps it. */
export const TIMESHEET_PERMISSION = 'hr.can_use_hr_module';

const read = gatedProcedure(TIMESHEET_PERMISSION);
const write = writerProcedure(TIMESHEET_PERMISSION);

const ZListInput = ZMonthInput.extend({
  q: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  institution: ZRowIdText.optional(),
});

const ZPerson = ZMonthInput.extend({ id: ZRowId });

export const timesheetsRouter = router({
  list: read.input(ZListInput).query(({ ctx, input }) => listMonth(ctx, { ...input, month: resolveMonth(input) })),
  filters: read.query(async ({ ctx }) => ({
    institution: { label: 'Intézmény', type: 'select' as const, choices: await institutionChoices(ctx) },
  })),
  get: read.input(ZPerson).query(({ ctx, input }) => personMonth(ctx, input.id, resolveMonth(input))),
  /** elkezdes/: opens a period; answers the person's month of the start. */
  start: write.input(z.object({ id: ZRowId, start_date: ZDateTimeValue })).mutation(async ({ ctx, input }) => {
    const scope = await correctorScope(ctx);
    await ctx.prisma.$transaction((tx) => startEntry(tx, ctx, scope, input.id, input.start_date));
    return personMonth(ctx, input.id, monthOf(input.start_date));
  }),
  /** lezaras/: closes the open period; answers the person's month of the end. */
  close: write.input(z.object({ id: ZRowId, end_date: ZDateTimeValue })).mutation(async ({ ctx, input }) => {
    const scope = await correctorScope(ctx);
    await ctx.prisma.$transaction((tx) => closeEntry(tx, ctx, scope, input.id, input.end_date));
    return personMonth(ctx, input.id, monthOf(input.end_date));
  }),
  /** rekordok/{entryId}/: HR's correction; answers the person's month of the new start. */
  correct: write
    .input(z.object({ id: ZRowId, entry_id: ZRowId, start_date: ZDateTimeValue, end_date: ZDateTimeValue.nullable() }))
    .mutation(async ({ ctx, input }) => {
      const scope = await correctorScope(ctx);
      const change = { start_date: input.start_date, end_date: input.end_date };
      await ctx.prisma.$transaction((tx) => correctEntry(tx, ctx, scope, input.id, input.entry_id, change));
      return personMonth(ctx, input.id, monthOf(input.start_date));
    }),
});
