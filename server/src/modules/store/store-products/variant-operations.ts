// product_variants/ (002 §7, under /api/keszlet/): the variants of a category for pickers and the
// basket (mind/?category=), and one variant with its product (GET {id}/; other methods not shown,
// so a variant is written through its product).
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import { router } from '../../../trpc/init.ts';
import { notFound } from '../../../http/errors.ts';
import { ZRowId, ZRowIdText } from '../../../http/schemas.ts';
import { operation, operationProcedures, operationRoutes } from '../../../api/operations.ts';
import { defineModuleExtras } from '../../registration.ts';
import { moduleHost } from '../../kit-operations.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { storeProducts } from './module.ts';
import { VARIANT_SELECT, variantApi, vatNames } from './variants.ts';

const STORE_PERMISSION = 'store.can_use_store_module';

const ZRef = z.object({ id: z.number().int(), name: z.string() });
const ZVariantAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  vat: ZRef,
  available_from: z.string().nullable(),
  available_till: z.string().nullable(),
  minimum_order_quantity: z.number().int(),
  packaging_unit: z.number().int(),
  provider: z.string(),
  inventories: z.array(z.object({ location: z.string(), quantity: z.number() })),
  product: ZRef,
  category: ZRef,
  /** Orderable today (within its availability window). */
  available: z.boolean(),
});

const SELECT = { ...VARIANT_SELECT, product: { select: { id: true, name: true, category: { select: { id: true, name: true } } } } } as const;

/** Whether a variant may be ordered on `today` (YYYY-MM-DD, Budapest). */
export const isAvailable = (v: { available_from: Date | null; available_till: Date | null }, today = formatDate(new Date())) =>
  (!v.available_from || formatDate(v.available_from) <= today) && (!v.available_till || formatDate(v.available_till) >= today);

async function variantsAnswer(tx: TTx, where: object) {
  const [rows, vats] = await Promise.all([
    tx.storeVariant.findMany({ where, orderBy: [{ product: { name: 'asc' } }, { id: 'asc' }], select: SELECT }),
    vatNames(tx),
  ]);
  return rows.map((v) => ({
    ...variantApi(v, vats),
    product: { id: v.product.id, name: v.product.name },
    category: v.product.category,
    available: isAvailable(v),
  }));
}

const variantOperations = {
  variants: operation({
    call: 'query',
    access: 'read',
    input: z.object({ category: ZRowIdText.optional(), q: z.string().max(200).optional() }),
    output: z.array(ZVariantAnswer),
    run: (ctx, input) =>
      variantsAnswer(ctx.prisma, {
        product: { ...(input.category ? { category_id: input.category } : {}), ...(input.q ? { name: { contains: input.q, mode: 'insensitive' } } : {}) },
      }),
    rest: [{ method: 'GET', path: '/product_variants/mind/', summary: 'A termékváltozatok (category, q)' }],
  }),
  variant: operation({
    call: 'query',
    access: 'read',
    input: z.object({ id: ZRowId }),
    output: ZVariantAnswer,
    run: async (ctx, input) => {
      const [variant] = await variantsAnswer(ctx.prisma, { id: input.id });
      if (!variant) throw notFound();
      return variant;
    },
    rest: [{ method: 'GET', path: '/product_variants/:id/', summary: 'Egy termékváltozat a termékével' }],
  }),
};

export const storeProductExtras = defineModuleExtras(storeProducts, {
  procedures: router(operationProcedures(STORE_PERMISSION, variantOperations)),
  restRoutes: operationRoutes(moduleHost({ key: storeProducts.key, restBase: 'keszlet', permission: STORE_PERMISSION }), variantOperations),
});
