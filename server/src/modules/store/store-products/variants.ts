// A product's variants (002 §3 Variant): what a school orders. The price is the gross unit price
// in whole forints, vat a key of the static list vat (1 = 27 %); the minimum order quantity is 1
// and the packaging unit 1 unless given; the provider is the catalogue's default, the centre's
// store. Inventories [{location, quantity}] are kept with the variant, read and written whole.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import { ZDate, ZRowId } from '../../../http/schemas.ts';
import { badRequest } from '../../../http/errors.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { formatDate, parseDate } from '@etanker/shared/format.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';

/** The provider of a variant nobody named: the catalogue's default. */
export const DEFAULT_PROVIDER = 'Központi raktár';
/** The VAT key of a variant without one: 27 %. */
export const DEFAULT_VAT = 1;
const MAX_PRICE = 99_999_999;
const MAX_QUANTITY = 1_000_000;

const ZInventory = z
  .object({
    location: z.string().trim().min(1, MESSAGES.required).max(200),
    quantity: z.number().int().min(0).max(MAX_QUANTITY),
  })
  .strict();

export const ZVariantInput = z
  .object({
    id: ZRowId.optional(),
    name: z.string().trim().min(1, MESSAGES.required).max(200),
    price: z.number().min(0).max(MAX_PRICE).multipleOf(1, 'Az egységár egész forint.'),
    vat: ZRowId.default(DEFAULT_VAT),
    available_from: ZDate.nullable().default(null),
    available_till: ZDate.nullable().default(null),
    minimum_order_quantity: z.number().int().min(1).max(MAX_QUANTITY).default(1),
    packaging_unit: z.number().int().min(1).max(MAX_QUANTITY).default(1),
    provider: z
      .string()
      .trim()
      .max(200)
      .default(DEFAULT_PROVIDER)
      .transform((v) => v || DEFAULT_PROVIDER),
    inventories: z.array(ZInventory).max(100).default([]),
  })
  .strict()
  .refine((v) => !v.available_from || !v.available_till || v.available_till >= v.available_from, {
    path: ['available_till'],
    message: 'Az elérhetőség vége nem lehet korábbi a kezdeténél.',
  });

export type TVariantInput = z.output<typeof ZVariantInput>;

export const ZVariants = z.array(ZVariantInput).min(1, 'Legalább egy változatot adjon meg.').max(200);

export const VARIANT_SELECT = {
  id: true,
  name: true,
  price: true,
  vat: true,
  available_from: true,
  available_till: true,
  minimum_order_quantity: true,
  packaging_unit: true,
  provider: true,
  inventories: true,
} as const;

type TVariantRow = {
  id: number;
  name: string;
  price: { toNumber(): number };
  vat: number;
  available_from: Date | null;
  available_till: Date | null;
  minimum_order_quantity: number;
  packaging_unit: number;
  provider: string;
  inventories: unknown;
};

/** The VAT keys' names ('27%') by key. */
export async function vatNames(tx: TTx): Promise<Map<number, string>> {
  const rows = await tx.staticItem.findMany({ where: { list: 'vat' }, select: { key: true, name: true } });
  return new Map(rows.map((r) => [r.key, r.name]));
}

/** A variant as the API answers it (vat as {id, name}, days as YYYY-MM-DD). */
export const variantApi = (v: TVariantRow, vats: Map<number, string>) => ({
  id: v.id,
  name: v.name,
  price: v.price.toNumber(),
  vat: { id: v.vat, name: vats.get(v.vat) ?? '' },
  available_from: v.available_from ? formatDate(v.available_from) : null,
  available_till: v.available_till ? formatDate(v.available_till) : null,
  minimum_order_quantity: v.minimum_order_quantity,
  packaging_unit: v.packaging_unit,
  provider: v.provider,
  inventories: Array.isArray(v.inventories) ? (v.inventories as { location: string; quantity: number }[]) : [],
});

/** The stored columns of a variant input. */
export const variantData = (v: TVariantInput) => ({
  id: v.id,
  name: v.name,
  price: v.price,
  vat: v.vat,
  available_from: v.available_from ? parseDate(v.available_from) : null,
  available_till: v.available_till ? parseDate(v.available_till) : null,
  minimum_order_quantity: v.minimum_order_quantity,
  packaging_unit: v.packaging_unit,
  provider: v.provider,
  inventories: v.inventories,
});

/** The variants of a product: kept by id, added without one, deleted when left out (a basket's line of a deleted variant goes with it). */
export async function writeVariants(tx: TTx, productId: number, variants: TVariantInput[], create: boolean) {
  const vats = await vatNames(tx);
  const unknown = variants.findIndex((v) => !vats.has(v.vat));
  if (unknown >= 0) throw badRequest({ [`variants.${unknown}.vat`]: ['Nem létező elem.'] });
  await writeLines(tx.storeVariant, { field: 'variants', parentColumn: 'product_id', parentId: productId, lines: variants.map(variantData), create });
}

/** The variants of products, by product, in id order. */
export async function loadVariants(tx: TTx, productIds: number[]) {
  const [rows, vats] = await Promise.all([
    tx.storeVariant.findMany({ where: { product_id: { in: productIds } }, orderBy: { id: 'asc' }, select: { ...VARIANT_SELECT, product_id: true } }),
    vatNames(tx),
  ]);
  const byProduct = new Map<number, ReturnType<typeof variantApi>[]>();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), variantApi(row, vats)]);
  return byProduct;
}
