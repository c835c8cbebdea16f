// A category's spreadsheet (export/ and import/): one row per variant with its product. The two
// id columns tie a row to what it was exported from, so an import changes exactly the rows edited
// in a spreadsheet program; a row without a variant id is a new variant (of the product with that
// id, or named so in the category, made when missing). Inventories are not in the sheet: they are
// counted in the portal, not priced in a spreadsheet.
import type { TTx } from '../../../db/client.ts';
import type { TExportColumn } from '../../../workflow/define.ts';
import { formatDate } from '@etanker/shared/format.ts';

export const SHEET_COLUMNS = [
  { header: 'Termék azonosító', key: 'product_id', type: 'number', width: 12 },
  { header: 'Termék', key: 'product', width: 36 },
  { header: 'Leírás', key: 'description', width: 40 },
  { header: 'Változat azonosító', key: 'variant_id', type: 'number', width: 12 },
  { header: 'Változat', key: 'variant', width: 28 },
  { header: 'Bruttó egységár (Ft)', key: 'price', type: 'number', width: 14 },
  { header: 'ÁFA', key: 'vat', width: 8 },
  { header: 'Elérhető ettől', key: 'available_from', width: 14 },
  { header: 'Elérhető eddig', key: 'available_till', width: 14 },
  { header: 'Minimális rendelési mennyiség', key: 'minimum_order_quantity', type: 'number', width: 12 },
  { header: 'Kiszerelés', key: 'packaging_unit', type: 'number', width: 12 },
  { header: 'Szállító', key: 'provider', width: 24 },
] as const satisfies readonly TExportColumn[];

export type TSheetKey = (typeof SHEET_COLUMNS)[number]['key'];

/** The category's variants as sheet rows (products by name, variants by id); days as YYYY-MM-DD text, so they come back as written. */
export async function categoryRows(tx: TTx, categoryId: number) {
  const [variants, vats] = await Promise.all([
    tx.storeVariant.findMany({
      where: { product: { category_id: categoryId } },
      orderBy: [{ product: { name: 'asc' } }, { product_id: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        name: true,
        price: true,
        vat: true,
        available_from: true,
        available_till: true,
        minimum_order_quantity: true,
        packaging_unit: true,
        provider: true,
        product: { select: { id: true, name: true, description: true } },
      },
    }),
    tx.staticItem.findMany({ where: { list: 'vat' }, select: { key: true, name: true } }),
  ]);
  const vatName = new Map(vats.map((v) => [v.key, v.name]));
  return variants.map((v) => ({
    product_id: v.product.id,
    product: v.product.name,
    description: v.product.description,
    variant_id: v.id,
    variant: v.name,
    price: v.price.toNumber(),
    vat: vatName.get(v.vat) ?? '',
    available_from: v.available_from ? formatDate(v.available_from) : '',
    available_till: v.available_till ? formatDate(v.available_till) : '',
    minimum_order_quantity: v.minimum_order_quantity,
    packaging_unit: v.packaging_unit,
    provider: v.provider,
  }));
}
