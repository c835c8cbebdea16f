// The documented paths of munkabajaras (001 §7; MODULES.md §3.21).
import { KIT_ANSWERS } from '../../../openapi/kit-answers.ts';
import { ZCommuteListAnswer, ZCommuteMonthAnswer } from './answers.ts';
import type { TRestRoute } from '../../../rest/route.ts';
import { idParam } from '../../../rest/route.ts';
import { requireUser } from '../../../access/gate.ts';
import { badRequest } from '../../../http/errors.ts';
import { zodFieldErrors } from '../../../http/zod-errors.ts';
import { contentDisposition } from '../../../files/content-disposition.ts';
import { acceptReadShape } from '../../read-shape.ts';
import { bodyFieldErrors, exportFilename, listQuery, sendXlsx } from '../../rest-common.ts';
import { formatDate } from '@etanker/shared/format.ts';
import type { z } from 'zod';
import { HR_GATE } from '../commute-infos.ts';
import { allCommuteRows } from './list.ts';
import { commuteCsv } from './csv.ts';
import { ZCommuteCsvQuery, ZCommuteListQuery, ZCommuteMonthBody, ZMonthQuery } from './schema.ts';
import { monthOrCurrent } from './service.ts';

const base = '/api/munkabajaras';
const tag = 'commute';

function parseQuery<T extends z.ZodType>(schema: T, query: Record<string, unknown>): z.output<T> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw badRequest(zodFieldErrors(parsed.error));
  return parsed.data;
}

const month = (query: Record<string, unknown>) => parseQuery(ZMonthQuery, query);
const hasBody = (body: unknown) => body !== null && typeof body === 'object' && Object.keys(body).length > 0;

export const commuteRestRoutes: TRestRoute[] = [
  {
    method: 'GET',
    path: `${base}/`,
    tag,
    summary: 'Munkába járás: a hónap munkaviszonyai (year, month; institution, type, q)',
    schema: { query: ZCommuteListQuery },
    response: ZCommuteListAnswer,
    handler: ({ caller, query }) => caller.commute.list(listQuery(query) as never),
  },
  {
    method: 'GET',
    path: `${base}/szurok/`,
    tag,
    summary: 'Munkába járás: szűrők',
    response: KIT_ANSWERS.filters,
    handler: ({ caller }) => caller.commute.filters(),
  },
  {
    method: 'GET',
    path: `${base}/export/`,
    tag,
    summary: 'Munkába járás: a hónap listája táblázatban (a lista szűrőivel)',
    binary: 'xlsx',
    handler: async ({ ctx, query, reply }) => {
      const authed = requireUser(ctx, HR_GATE);
      const q = parseQuery(ZCommuteListQuery, listQuery(query));
      const m = monthOrCurrent(q);
      return sendXlsx(reply, {
        filename: exportFilename('munkabajaras'),
        sheetName: `Munkába járás ${m.year}-${String(m.month).padStart(2, '0')}`,
        columns: [
          { header: 'Név', key: 'user_name', width: 30 },
          { header: 'Intézmény', key: 'institution', width: 40 },
          { header: 'Módok', key: 'types', width: 28 },
          { header: 'Napok', key: 'days', width: 8, type: 'number' },
          { header: 'Összeg', key: 'total_amount', width: 14, type: 'money' },
          { header: 'Exportálva', key: 'exported', width: 12 },
        ],
        rows: (await allCommuteRows(authed, m, q)).map((r) => ({
          ...r,
          institution: r.institution.name,
          exported: r.is_exported ? 'Igen' : 'Nem',
        })),
      });
    },
  },
  {
    method: 'GET',
    path: `${base}/export_csv/`,
    tag,
    summary: 'Munkába járás: bérszámfejtési CSV (institution, start_date, end_date; pontosvessző, UTF-8 BOM)',
    binary: 'file',
    schema: { query: ZCommuteCsvQuery },
    handler: async ({ ctx, query, reply }) => {
      const authed = requireUser(ctx, HR_GATE);
      const csv = await commuteCsv(authed, parseQuery(ZCommuteCsvQuery, query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition(`munkabajaras_${formatDate(new Date())}.csv`, 'attachment'))
        .send(csv);
    },
  },
  {
    method: 'GET',
    path: `${base}/:id/`,
    tag,
    summary: 'Munkába járás: egy munkaviszony egy hónapja (year, month)',
    response: ZCommuteMonthAnswer,
    handler: ({ caller, params, query }) => caller.commute.get({ id: idParam(params), ...month(query) }),
  },
  {
    method: 'PUT',
    path: `${base}/:id/`,
    tag,
    summary: 'Munkába járás: a hónap napjai, bérletei és hazautazása (a GET válasza is küldhető)',
    schema: { body: ZCommuteMonthBody },
    response: ZCommuteMonthAnswer,
    handler: async ({ caller, params, query, body }) => {
      const item = { id: idParam(params), ...month(query) };
      const answered = await caller.commute.get(item);
      return bodyFieldErrors(caller.commute.update({ ...item, data: acceptReadShape(ZCommuteMonthBody, body, answered) as never }));
    },
  },
  {
    method: 'POST',
    path: `${base}/:id/export/`,
    tag,
    summary: 'Munkába járás: a hónap exportja (az összegek rögzülnek; a törzs a PUT-é, üresen a mentett hónap)',
    schema: { body: ZCommuteMonthBody },
    response: ZCommuteMonthAnswer,
    handler: async ({ caller, params, query, body }) => {
      const item = { id: idParam(params), ...month(query) };
      const data = hasBody(body) ? acceptReadShape(ZCommuteMonthBody, body, await caller.commute.get(item)) : null;
      return bodyFieldErrors(caller.commute.createExport({ ...item, data: data as never }));
    },
  },
  {
    method: 'DELETE',
    path: `${base}/:id/delete_export/`,
    tag,
    summary: 'Munkába járás: a hónap exportjának törlése',
    response: ZCommuteMonthAnswer,
    handler: ({ caller, params, query }) => caller.commute.deleteExport({ id: idParam(params), ...month(query) }),
  },
];
