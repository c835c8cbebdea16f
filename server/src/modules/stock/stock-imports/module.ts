// Leltár importálás (MODULES.md §3.53): a school's asset register uploaded as .xlsx or .csv and
// processed in the background by the `stock-import` job (process.ts): pending → processing →
// done / failed, its progress and row errors on the details. Deleting an import removes the
// record and its file; the items it brought stay in the register (DESIGN.md "Stock-taking").
import { z } from 'zod';
import { defineSpecialModule } from '../../registration.ts';
import { operation } from '../../../api/operations.ts';
import { defineJob } from '../../../jobs/define.ts';
import { idParam } from '../../../rest/route.ts';
import { readMultipart } from '../../../rest/multipart.ts';
import { listQuery } from '../../rest-common.ts';
import { ZPaging } from '../../../workflow/list.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { ZRowId } from '../../../http/schemas.ts';
import type { TServices } from '../../../services.ts';
import { STOCK_PERMISSION } from '../permission.ts';
import { createImport, ZImportCreate } from './upload.ts';
import { importDetail, listImports, scopeOf, ZStockImport, ZStockImportList } from './read.ts';
import { runPendingImports } from './process.ts';

const ZId = z.object({ id: ZRowId });
const PROCESSING = 'Feldolgozás alatt álló importálás nem törölhető.';

/**
 * Sent by the upload, so an import starts at once; also every minute and at every start, to claim
 * what a dead process left (process.ts). A claimed import runs in one process only.
 */
export const stockImportJob = defineJob({
  name: 'stock-import',
  data: z.object({}),
  cron: '* * * * *',
  runAtStart: true,
  retryLimit: 0,
  run: async (services: TServices) => {
    await runPendingImports(services);
  },
});

const stockImportOperations = {
  list: operation({
    call: 'query',
    access: 'read',
    input: ZPaging,
    output: ZStockImportList,
    run: (ctx, input) => listImports(ctx, input),
    rest: [{ method: 'GET', path: '/', summary: 'Leltár importálások (q, page, limit)', sent: (call) => ({ input: listQuery(call.query) }) }],
  }),
  get: operation({
    call: 'query',
    access: 'read',
    input: ZId,
    output: ZStockImport,
    run: (ctx, input) => importDetail(ctx, input.id),
    rest: [{ method: 'GET', path: '/:id/', summary: 'Leltár importálás: állapot, haladás, sorhibák' }],
  }),
  create: operation({
    access: 'write',
    input: ZImportCreate,
    output: ZStockImport,
    run: async (ctx, input, { files }) => {
      const id = await createImport(ctx, input, files);
      await ctx.jobs.wake(stockImportJob);
      return importDetail(ctx, id);
    },
    rest: [
      {
        method: 'POST',
        path: '/',
        status: 201,
        multipart: true,
        summary: 'Leltár importálása (multipart: file — .xlsx vagy .csv —, institution)',
        schema: { body: ZImportCreate },
        sent: async (call) => {
          const { fields, files } = await readMultipart(call.req, call.ctx.config.MAX_UPLOAD_MB);
          return { input: fields, files };
        },
      },
    ],
  }),
  delete: operation({
    call: 'mutation',
    access: 'write',
    input: ZId,
    output: z.null(),
    run: async (ctx, input) => {
      const found = await ctx.prisma.stockImport.findFirst({
        where: { AND: [{ id: input.id }, scopeOf(ctx)] },
        select: { id: true, state: true, file_key: true },
      });
      if (!found) throw notFound();
      if (found.state === 'processing') throw badRequest({ non_field_errors: [PROCESSING] });
      // The items stay in the register: their import link is cleared (onDelete: SetNull).
      await ctx.prisma.stockImport.delete({ where: { id: found.id }, select: { id: true } });
      await ctx.storage.remove(found.file_key).catch(() => undefined);
      return null;
    },
    rest: [
      {
        method: 'DELETE',
        path: '/:id/',
        status: 204,
        summary: 'Leltár importálás törlése (a tételek megmaradnak)',
        sent: (call) => ({ input: { id: idParam(call.params) } }),
        reply: (_, call) => call.reply.status(204).send(),
      },
    ],
  }),
};

export const stockImports = defineSpecialModule({
  key: 'stockImports',
  restBase: 'leltar-import',
  permission: STOCK_PERMISSION,
  operations: stockImportOperations,
  jobs: [stockImportJob],
});
