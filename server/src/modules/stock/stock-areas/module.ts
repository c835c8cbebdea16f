// Leltár körzetek (MODULES.md §3.52): a lookup the client reads at start-up, the areas of the
// caller's institutions (the centre: all). Kept as reference data per school (the demo seeds
// them); stock items and extra items name one as `area`.
import { z } from 'zod';
import { defineSpecialModule } from '../../registration.ts';
import { operation } from '../../../api/operations.ts';
import { institutionScopeWhere } from '../../../access/scope.ts';
import { inScope } from '../../../workflow/relations.ts';
import { STOCK_PERMISSION } from '../permission.ts';

const areaName = (a: { code: string; name: string }) => (a.code ? `${a.code} – ${a.name}` : a.name);

const ZStockArea = z.object({ id: z.number(), code: z.string(), name: z.string(), institution: z.number() });

const stockAreaOperations = {
  list: operation({
    call: 'query',
    access: 'read',
    input: z.object({}).optional(),
    output: z.array(ZStockArea),
    run: async (ctx) => {
      const rows = await ctx.prisma.stockArea.findMany({
        where: institutionScopeWhere(ctx.user, 'institution_id'),
        orderBy: [{ institution_id: 'asc' }, { code: 'asc' }, { name: 'asc' }, { id: 'asc' }],
        select: { id: true, code: true, name: true, institution_id: true },
      });
      return rows.map((a) => ({ id: a.id, code: a.code, name: areaName(a), institution: a.institution_id }));
    },
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
      name: areaName,
      readable: inScope('institution_id'),
      offered: true,
    },
  },
});
