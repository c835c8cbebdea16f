// The documented REST paths of a plain module: list, export, szurok, get, create, update.
import type { Readable } from 'node:stream';
import type { TRestRoute } from '../rest/route.ts';
import { idParam } from '../rest/route.ts';
import { requireUser } from '../access/gate.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { writeXlsx } from '../export/xlsx.ts';
import { formatDate } from '../format/hu.ts';
import { listQuery } from './workflow-rest.ts';
import { plainWhere } from './plain-router.ts';
import type { TAnyPlainModule } from './define.ts';

type TProcedures = Record<string, (input: unknown) => Promise<unknown>>;

export function plainRestRoutes(def: TAnyPlainModule): TRestRoute[] {
  const base = `/api/${def.restBase}`;
  const tag = def.key;
  const proc = (caller: unknown) => (caller as Record<string, TProcedures>)[def.key];
  return [
    { method: 'GET', path: `${base}/`, tag, summary: `${def.label}: lista`, handler: ({ caller, query }) => proc(caller).list(listQuery(query)) },
    { method: 'GET', path: `${base}/szurok/`, tag, summary: `${def.label}: szűrők`, handler: ({ caller }) => proc(caller).filters(undefined) },
    {
      method: 'GET',
      path: `${base}/export/`,
      tag,
      summary: `${def.label}: export`,
      binary: 'xlsx',
      handler: async ({ ctx, query, reply }) => {
        const authed = requireUser(ctx, def.permission);
        const { where, q } = await plainWhere(authed, def, listQuery(query));
        reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        reply.header('Content-Disposition', contentDisposition(`${def.exportName}_${formatDate(new Date())}.xlsx`, 'attachment'));
        return reply.send(writeXlsx({ sheetName: def.label.slice(0, 31), columns: def.exportColumns, rows: def.exportRows(ctx.prisma, authed, where, q) }) as Readable);
      },
    },
    ...(def.restExtras ?? []),
    { method: 'GET', path: `${base}/:id/`, tag, summary: `${def.label}: részletek`, handler: ({ caller, params }) => proc(caller).get({ id: idParam(params) }) },
    { method: 'POST', path: `${base}/`, tag, summary: `${def.label}: új`, status: 201, schema: { body: def.createInput }, handler: ({ caller, body }) => proc(caller).create(body) },
    { method: 'PUT', path: `${base}/:id/`, tag, summary: `${def.label}: módosítás`, schema: { body: def.updateInput }, handler: ({ caller, params, body }) => proc(caller).update({ id: idParam(params), data: body }) },
  ];
}
