// commute: the operations of /api/munkabajaras/ (001 §7; MODULES.md §3.21), one employment's
// month at a time: appRouter.commute.<list|filters|get|update|createExport|deleteExport> and their
// REST paths; the two downloads are REST only.
import { formatDate } from '@etanker/shared/format.ts';
import { idParam } from '../../../rest/route.ts';
import { contentDisposition } from '../../../files/content-disposition.ts';
import { acceptReadShape } from '../../read-shape.ts';
import { exportFilename, listQuery, sendXlsx } from '../../rest-common.ts';
import { operation, type TOperationCall } from '../../../api/operations.ts';
import { filtersOperation } from '../../kit-operations.ts';
import type { TSheetAnswer } from '../../../workflow/define.ts';
import { allCommuteRows, commuteFilters, listCommute } from './list.ts';
import { commuteCsv } from './csv.ts';
import { ZCommuteCsvQuery, ZCommuteItem, ZCommuteListQuery, ZCommuteMonthBody } from './schema.ts';
import { commuteDetail, createExport, deleteExport, monthOrCurrent, saveMonth } from './service.ts';
import { ZCommuteListAnswer, ZCommuteMonthAnswer } from './answers.ts';

const ZList = ZCommuteListQuery.optional().transform((q) => q ?? ZCommuteListQuery.parse({}));

/** An employment's month: the path's id beside the query's year and month. */
const itemOf = (call: TOperationCall) => ({ ...call.query, id: idParam(call.params) });
const listSent = (call: TOperationCall) => ({ input: listQuery(call.query) });
const hasBody = (body: unknown) => body !== null && typeof body === 'object' && Object.keys(body).length > 0;

/** A month's body as PUT takes it: the GET answer may be sent back (read-only fields are dropped). */
async function monthSent(call: TOperationCall) {
  const item = ZCommuteItem.parse(itemOf(call));
  const answered = await commuteDetail(call.ctx.prisma, call.ctx, item.id, monthOrCurrent(item));
  return { input: { ...itemOf(call), data: acceptReadShape(ZCommuteMonthBody, call.body, answered) } };
}

export const commuteOperations = {
  list: operation({
    call: 'query',
    access: 'read',
    input: ZList,
    output: ZCommuteListAnswer,
    run: (ctx, input) => listCommute(ctx, monthOrCurrent(input), input),
    rest: [
      {
        method: 'GET',
        path: '/',
        summary: 'Munkába járás: a hónap munkaviszonyai (year, month; institution, type, q)',
        schema: { query: ZCommuteListQuery },
        sent: listSent,
      },
    ],
  }),
  filters: filtersOperation('Munkába járás', commuteFilters),
  export: operation({
    access: 'read',
    input: ZList,
    output: null,
    run: async (ctx, input): Promise<TSheetAnswer> => {
      const m = monthOrCurrent(input);
      return {
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
        rows: (await allCommuteRows(ctx, m, input)).map((r) => ({ ...r, institution: r.institution.name, exported: r.is_exported ? 'Igen' : 'Nem' })),
      };
    },
    rest: [
      {
        method: 'GET',
        path: '/export/',
        summary: 'Munkába járás: a hónap listája táblázatban (a lista szűrőivel)',
        binary: 'xlsx',
        sent: listSent,
        reply: (sheet, call) => sendXlsx(call.reply, sheet),
      },
    ],
  }),
  csv: operation({
    access: 'read',
    input: ZCommuteCsvQuery,
    output: null,
    run: (ctx, input) => commuteCsv(ctx, input),
    rest: [
      {
        method: 'GET',
        path: '/export_csv/',
        summary: 'Munkába járás: bérszámfejtési CSV (institution, start_date, end_date; pontosvessző, UTF-8 BOM)',
        binary: 'file',
        schema: { query: ZCommuteCsvQuery },
        reply: (csv, call) =>
          call.reply
            .type('text/csv; charset=utf-8')
            .header('Content-Disposition', contentDisposition(`munkabajaras_${formatDate(new Date())}.csv`, 'attachment'))
            .send(csv),
      },
    ],
  }),
  get: operation({
    call: 'query',
    access: 'read',
    input: ZCommuteItem,
    output: ZCommuteMonthAnswer,
    run: (ctx, input) => commuteDetail(ctx.prisma, ctx, input.id, monthOrCurrent(input)),
    rest: [{ method: 'GET', path: '/:id/', summary: 'Munkába járás: egy munkaviszony egy hónapja (year, month)', sent: (call) => ({ input: itemOf(call) }) }],
  }),
  update: operation({
    call: 'mutation',
    access: 'write',
    input: ZCommuteItem.extend({ data: ZCommuteMonthBody }),
    output: ZCommuteMonthAnswer,
    run: (ctx, input) => ctx.prisma.$transaction((tx) => saveMonth(tx, ctx, input.id, monthOrCurrent(input), input.data)),
    rest: [
      {
        method: 'PUT',
        path: '/:id/',
        summary: 'Munkába járás: a hónap napjai, bérletei és hazautazása (a GET válasza is küldhető)',
        schema: { body: ZCommuteMonthBody },
        sent: monthSent,
      },
    ],
  }),
  createExport: operation({
    call: 'mutation',
    access: 'write',
    input: ZCommuteItem.extend({ data: ZCommuteMonthBody.nullable().default(null) }),
    output: ZCommuteMonthAnswer,
    run: (ctx, input) => ctx.prisma.$transaction((tx) => createExport(tx, ctx, input.id, monthOrCurrent(input), input.data)),
    rest: [
      {
        method: 'POST',
        path: '/:id/export/',
        summary: 'Munkába járás: a hónap exportja (az összegek rögzülnek; a törzs a PUT-é, üresen a mentett hónap)',
        schema: { body: ZCommuteMonthBody },
        sent: (call) => (hasBody(call.body) ? monthSent(call) : { input: { ...itemOf(call), data: null } }),
      },
    ],
  }),
  deleteExport: operation({
    call: 'mutation',
    access: 'write',
    input: ZCommuteItem,
    output: ZCommuteMonthAnswer,
    run: (ctx, input) => ctx.prisma.$transaction((tx) => deleteExport(tx, ctx, input.id, monthOrCurrent(input))),
    rest: [{ method: 'DELETE', path: '/:id/delete_export/', summary: 'Munkába járás: a hónap exportjának törlése', sent: (call) => ({ input: itemOf(call) }) }],
  }),
};
