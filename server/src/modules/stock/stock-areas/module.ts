// Leltár körzetek (MODULES.md §3.52): a lookup the client reads at start-up, the areas of the
// caller's institutions (the centre: all). Kept as reference data per school (the demo seeds
// them); stock items and extra items name one as `area`.
import { z } from 'zod';
import { defineSpecialModule } from '../../registration.ts';
import { operation } from '../../../api/operations.ts';
import { inScope } from '../../../workflow/relations.ts';
import { STOCK_PERMISSION } from '../permission.ts';
import { readableStockAreas, stockAreaName } from '../areas.ts';

const ZStockArea = z.object({ id: z.number(), code: z.string(), name: z.string(), institution: z.number() });

const stockAreaOperations = {
  list: operation({
    call: 'query',
    access: 'read',
    input: z.object({}).optional(),
    output: z.array(ZStockArea),
    run: (ctx) => readableStockAreas(ctx.prisma, ctx.user),
    rest: [{ method: 'GET', path: '/', summary: 'Leltár körzetek (a felhasználó intézményeié)' }],
  }),
};

export const stockAreas = defineSpecialModule({
  key: 'stockAreas',
  restBase: 'leltar-korzet',
  permission: STOCK_PERMISSION,
  operations: stockAreaOperations,
  relations: {
    stock_area: {
      model: 'stockArea',
      select: { id: true, code: true, name: true },
      name: stockAreaName,
      readable: inScope('institution_id'),
      offered: true,
    },
  },
});
