// The documented REST paths of a plain module: list, szurok, export, mind/ (when declared), get,
// create, update, delete (when declared).
import { actionRestRoutes } from './actions.ts';
import { moduleSchemas, NO_MANIFEST } from '../openapi/module-schemas.ts';
import { KIT_ANSWERS } from '../openapi/kit-answers.ts';
import { moduleMeta } from '../workflow/meta.ts';
import type { TRestRoute } from '../rest/route.ts';
import { requireUser } from '../access/gate.ts';
import { plainWhere } from './plain-router.ts';
import { collectionRoutes, exportFilename, itemRoutes, listQuery, procedures, sendXlsx } from './rest-common.ts';
import { idParam } from '../rest/route.ts';
import type { TAnyPlainModule } from '../workflow/define.ts';
import { parseOrderBy } from '../workflow/order-by.ts';
import { hasFiles } from './plain-files.ts';
import { plainFileRestRoutes } from './plain-files-rest.ts';

export function plainRestRoutes(def: TAnyPlainModule): TRestRoute[] {
  const base = `/api/${def.restBase}`;
  const proc = procedures(def);
  const schemas = moduleSchemas(def.manifest ? moduleMeta(def) : { kind: 'plain', ...NO_MANIFEST });
  return [
    ...collectionRoutes(def, schemas),
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
        return sendXlsx(reply, {
          filename: exportFilename(def.exportName),
          sheetName: def.label,
          columns: def.exportColumns,
          rows: def.exportRows(ctx.prisma, authed, where, q),
        });
      },
    },
    ...(def.mind
      ? [
          {
            method: 'GET',
            path: `${base}/mind/`,
            tag: def.key,
            summary: `${def.label}: választólista (a lista szűrőivel)`,
            response: KIT_ANSWERS.mind,
            handler: ({ caller, query }) => proc(caller).all(query),
          } satisfies TRestRoute,
        ]
      : []),
    ...actionRestRoutes(def, schemas.record),
    ...(hasFiles(def) ? plainFileRestRoutes(def) : []),
    ...itemRoutes(def, schemas),
    ...(def.remove
      ? [
          {
            method: 'DELETE',
            path: `${base}/:id/`,
            tag: def.key,
            summary: `${def.label}: törlés`,
            status: 204,
            handler: async ({ caller, params, reply }) => {
              await proc(caller).delete({ id: idParam(params) });
              return reply.status(204).send();
            },
          } satisfies TRestRoute,
        ]
      : []),
  ];
}
