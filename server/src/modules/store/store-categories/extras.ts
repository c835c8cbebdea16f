// A category's own calls (002 §7): delete_all_products/, the spreadsheet export/ and import/
// (sheet.ts, import.ts). Reading is every store user's; emptying and importing the keepers'.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import { router } from '../../../trpc/init.ts';
import { notFound } from '../../../http/errors.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { idParam } from '../../../rest/route.ts';
import { readMultipart } from '../../../rest/multipart.ts';
import { operation, operationProcedures, operationRoutes } from '../../../api/operations.ts';
import { defineModuleExtras } from '../../registration.ts';
import { moduleHost } from '../../kit-operations.ts';
import { sendXlsx } from '../../rest-common.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { STORE_EDIT_PERMISSION, STORE_PERMISSION, storeCategories } from './module.ts';
import { categoryRows, SHEET_COLUMNS } from './sheet.ts';
import { applyCategorySheet, readCategorySheet } from './import.ts';

const ZId = z.object({ id: ZRowId });

/** The category, locked for the writer (an import and an emptying of it queue). */
async function lockedCategory(tx: TTx, id: number) {
  const [row] = await tx.$queryRaw<{ id: number; name: string }[]>`SELECT id, name FROM "StoreCategory" WHERE id = ${id} FOR UPDATE`;
  if (!row) throw notFound();
  return row;
}

const categoryOperations = {
  deleteAllProducts: operation({
    call: 'mutation',
    access: 'write',
    gate: STORE_EDIT_PERMISSION,
    input: ZId,
    output: z.object({ deleted: z.number().int() }),
    run: (ctx, input) =>
      ctx.prisma.$transaction(async (tx) => {
        await lockedCategory(tx, input.id);
        const { count } = await tx.storeProduct.deleteMany({ where: { category_id: input.id } });
        return { deleted: count };
      }),
    rest: [{ method: 'DELETE', path: '/:id/delete_all_products/', summary: 'A kategória minden termékének törlése: {deleted}' }],
  }),
  exportSheet: operation({
    access: 'read',
    input: ZId,
    output: null,
    run: async (ctx, input) => {
      const category = await ctx.prisma.storeCategory.findUnique({ where: { id: input.id }, select: { id: true, name: true } });
      if (!category) throw notFound();
      return { category, rows: await categoryRows(ctx.prisma, category.id) };
    },
    rest: [
      {
        method: 'GET',
        path: '/:id/export/',
        summary: 'A kategória termékei és változatai táblázatban (import/ visszaveszi)',
        binary: 'xlsx',
        reply: ({ category, rows }, call) =>
          sendXlsx(call.reply, {
            filename: `kategoria_${category.id}_${formatDate(new Date())}.xlsx`,
            sheetName: category.name,
            columns: [...SHEET_COLUMNS],
            rows,
          }),
      },
    ],
  }),
  importSheet: operation({
    access: 'write',
    gate: STORE_EDIT_PERMISSION,
    input: ZId,
    output: z.object({ added: z.number().int(), changed: z.number().int(), unchanged: z.number().int() }),
    run: async (ctx, input, { files }) => {
      if ((await ctx.prisma.storeCategory.count({ where: { id: input.id } })) === 0) throw notFound();
      // Read and checked before the transaction: parsing holds no lock.
      const rows = await readCategorySheet(
        ctx.prisma,
        files.find((f) => f.fieldname === 'file'),
      );
      return ctx.prisma.$transaction(async (tx) => {
        await lockedCategory(tx, input.id);
        return applyCategorySheet(tx, input.id, rows);
      });
    },
    rest: [
      {
        method: 'POST',
        path: '/:id/import/',
        summary: 'A kategória táblázatának importja (multipart: file .xlsx): {added, changed, unchanged}',
        multipart: true,
        sent: async (call) => {
          const { files } = await readMultipart(call.req, call.ctx.config.MAX_UPLOAD_MB);
          return { input: { id: idParam(call.params) }, files };
        },
      },
    ],
  }),
};

export const storeCategoryExtras = defineModuleExtras(storeCategories, {
  procedures: router(operationProcedures(STORE_PERMISSION, categoryOperations)),
  restRoutes: operationRoutes(moduleHost({ key: storeCategories.key, restBase: storeCategories.restBase, permission: STORE_PERMISSION }), categoryOperations),
});
