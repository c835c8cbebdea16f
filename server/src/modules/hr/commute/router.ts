// commute.*: the tRPC face of munkabajaras (REST in rest.ts; the two downloads are REST only).
import { z } from 'zod';
import { gatedProcedure, router, writerProcedure } from '../../../trpc/init.ts';
import { HR_GATE } from '../commute-infos.ts';
import { commuteFilters, listCommute } from './list.ts';
import { ZCommuteItem, ZCommuteListQuery, ZCommuteMonthBody } from './schema.ts';
import { commuteDetail, createExport, deleteExport, monthOrCurrent, saveMonth } from './service.ts';

const ZSave = ZCommuteItem.extend({ data: ZCommuteMonthBody });
const ZExport = ZCommuteItem.extend({ data: ZCommuteMonthBody.nullable().default(null) });

export const commuteRouter = router({
  list: gatedProcedure(HR_GATE)
    .input(ZCommuteListQuery.optional().transform((q) => q ?? ZCommuteListQuery.parse({})))
    .query(({ ctx, input }) => listCommute(ctx, monthOrCurrent(input), input)),
  filters: gatedProcedure(HR_GATE).query(({ ctx }) => commuteFilters(ctx)),
  get: gatedProcedure(HR_GATE)
    .input(ZCommuteItem)
    .query(({ ctx, input }) => commuteDetail(ctx.prisma, ctx, input.id, monthOrCurrent(input))),
  update: writerProcedure(HR_GATE)
    .input(ZSave)
    .mutation(({ ctx, input }) => ctx.prisma.$transaction((tx) => saveMonth(tx, ctx, input.id, monthOrCurrent(input), input.data))),
  createExport: writerProcedure(HR_GATE)
    .input(ZExport)
    .mutation(({ ctx, input }) => ctx.prisma.$transaction((tx) => createExport(tx, ctx, input.id, monthOrCurrent(input), input.data))),
  deleteExport: writerProcedure(HR_GATE)
    .input(ZCommuteItem)
    .mutation(({ ctx, input }) => ctx.prisma.$transaction((tx) => deleteExport(tx, ctx, input.id, monthOrCurrent(input)))),
});

export type TCommuteSaveInput = z.input<typeof ZSave>;
