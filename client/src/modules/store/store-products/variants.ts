// A product's variants as the form edits them and as the server takes them back (002 §3 Variant);
// inventories travel unchanged (counted in the store, not typed here).
export interface TVariantLine {
  id?: number;
  name: string;
  price: number | null;
  vat: number | string | { id: number } | null;
  available_from: string | null;
  available_till: string | null;
  minimum_order_quantity: number | null;
  packaging_unit: number | null;
  provider: string;
  inventories?: { location: string; quantity: number }[];
}

export const toVariantLines = (value: unknown): TVariantLine[] => (Array.isArray(value) ? (value as TVariantLine[]) : []);

const idOf = (v: TVariantLine['vat']) => (v !== null && typeof v === 'object' ? v.id : v === null || v === '' ? null : Number(v));

export const variantsPayload = (lines: readonly TVariantLine[]) =>
  lines.map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    name: line.name,
    price: line.price,
    vat: idOf(line.vat) ?? 1,
    available_from: line.available_from || null,
    available_till: line.available_till || null,
    minimum_order_quantity: line.minimum_order_quantity ?? 1,
    packaging_unit: line.packaging_unit ?? 1,
    provider: line.provider,
    inventories: line.inventories ?? [],
  }));
