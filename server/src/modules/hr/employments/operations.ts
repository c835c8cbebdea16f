// employments: the operations of /api/munkaviszonyok/ (MODULES.md §3.17; `mind/` is start-up
// data, core), appRouter.employments.<list|filters|get|update> and their REST paths.
import { z } from 'zod';
import { idParam } from '../../../rest/route.ts';
import { acceptReadShape } from '../../read-shape.ts';
import { listQuery } from '../../rest-common.ts';
import { operation } from '../../../api/operations.ts';
import { filtersOperation } from '../../kit-operations.ts';
import { ZEmploymentId, ZEmploymentListQuery, ZEmploymentPatch } from './schema.ts';
import { employmentFilters, getEmployment, listEmployments, patchEmployment } from './service.ts';
import { ZEmploymentAnswer, ZEmploymentListAnswer } from './answers.ts';

export const employmentOperations = {
  list: operation({
    call: 'query',
    access: 'read',
    input: ZEmploymentListQuery.optional().transform((q) => q ?? ZEmploymentListQuery.parse({})),
    output: ZEmploymentListAnswer,
    run: (ctx, input) => listEmployments(ctx, input),
    rest: [
      {
        method: 'GET',
        path: '/',
        summary: 'Munkaviszonyok: lista (institution, active, q, page, limit)',
        schema: { query: ZEmploymentListQuery },
        sent: (call) => ({ input: listQuery(call.query) }),
      },
    ],
  }),
  filters: filtersOperation('Munkaviszonyok', employmentFilters),
  get: operation({
    call: 'query',
    access: 'read',
    input: ZEmploymentId,
    output: ZEmploymentAnswer,
    run: (ctx, input) => getEmployment(ctx.prisma, ctx, input.id),
    rest: [{ method: 'GET', path: '/:id/', summary: 'Munkaviszony a munkába járási módokkal', sent: (call) => ({ input: { id: idParam(call.params) } }) }],
  }),
  update: operation({
    call: 'mutation',
    access: 'write',
    input: z.strictObject({ id: ZEmploymentId.shape.id, data: ZEmploymentPatch }),
    output: ZEmploymentAnswer,
    run: (ctx, input) => ctx.prisma.$transaction((tx) => patchEmployment(tx, ctx, input.id, input.data)),
    rest: [
      {
        method: 'PATCH',
        path: '/:id/',
        summary: 'Munkaviszony módosítása (a munkába járási módok azonosítóval megmaradnak, azonosító nélkül újak, a hiányzók törlődnek)',
        schema: { body: ZEmploymentPatch },
        sent: async (call) => {
          const id = idParam(call.params);
          return { input: { id, data: acceptReadShape(ZEmploymentPatch, call.body, await getEmployment(call.ctx.prisma, call.ctx, id)) } };
        },
      },
    ],
  }),
};
