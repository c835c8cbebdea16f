// The documented REST paths of a plain module: list, szurok, export, get, create, update.
import type { TRestRoute } from '../rest/route.ts';
import { requireUser } from '../access/gate.ts';
import { plainWhere } from './plain-router.ts';
import { collectionRoutes, exportFilename, itemRoutes, listQuery, sendXlsx } from './rest-common.ts';
import type { TAnyPlainModule } from '../workflow/define.ts';
import { parseOrderBy } from '../workflow/order-by.ts';

export function plainRestRoutes(def: TAnyPlainModule): TRestRoute[] {
  return [
    ...collectionRoutes(def),
    {
      method: 'GET',
      path: `/api/${def.restBase}/export/`,
      tag: def.key,
      summary: `${def.label}: export`,
      binary: 'xlsx',
      handler: async ({ ctx, query, reply }) => {
        const authed = requireUser(ctx, def.permission);
        const input = listQuery(query);
        // Exports keep the module's own order; `order_by` is checked like the list's.
        parseOrderBy(input.order_by, def.orderBy);
        const { where, q } = await plainWhere(authed, def, input);
        return sendXlsx(reply, { filename: exportFilename(def.exportName), sheetName: def.label, columns: def.exportColumns, rows: def.exportRows(ctx.prisma, authed, where, q) });
      },
    },
    ...(def.restExtras ?? []),
    ...itemRoutes(def),
  ];
}
