// employments.*: the tRPC face of munkaviszonyok (REST in rest.ts).
import { z } from 'zod';
import { gatedProcedure, router, writerProcedure } from '../../../trpc/init.ts';
import { HR_GATE } from '../commute-infos.ts';
import { ZEmploymentId, ZEmploymentListQuery, ZEmploymentPatch } from './schema.ts';
import { employmentFilters, getEmployment, listEmployments, patchEmployment } from './service.ts';

export const employmentsRouter = router({
  list: gatedProcedure(HR_GATE)
    .input(ZEmploymentListQuery.optional().transform((q) => q ?? ZEmploymentListQuery.parse({})))
    .query(({ ctx, input }) => listEmployments(ctx, input)),
  filters: gatedProcedure(HR_GATE).query(({ ctx }) => employmentFilters(ctx)),
  get: gatedProcedure(HR_GATE)
    .input(ZEmploymentId)
    .query(({ ctx, input }) => getEmployment(ctx.prisma, ctx, input.id)),
  update: writerProcedure(HR_GATE)
    .input(z.strictObject({ id: ZEmploymentId.shape.id, data: ZEmploymentPatch }))
    .mutation(({ ctx, input }) => ctx.prisma.$transaction((tx) => patchEmployment(tx, ctx, input.id, input.data))),
});
