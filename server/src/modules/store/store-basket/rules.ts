// What a basket line may hold (002 §3 Variant): a variant orderable today (its availability
// window, Budapest days), at least its minimum order quantity, in whole packaging units. A refusal
// is a 400 on the field that caused it, in Hungarian.
import { fieldError } from '../../../http/errors.ts';
import { formatDate, formatNumber } from '@etanker/shared/format.ts';

export interface TOrderableVariant {
  name: string;
  available_from: Date | null;
  available_till: Date | null;
  minimum_order_quantity: number;
  packaging_unit: number;
}

export const MAX_LINE_QUANTITY = 1_000_000;

/** Why the variant cannot be ordered today, or null. */
export function availabilityRefusal(v: TOrderableVariant, today = formatDate(new Date())): string | null {
  const from = v.available_from ? formatDate(v.available_from) : null;
  const till = v.available_till ? formatDate(v.available_till) : null;
  if (from && from > today) return `A(z) „${v.name}” változat ${from}-tól rendelhető.`;
  if (till && till < today) return `A(z) „${v.name}” változat ${till} óta nem rendelhető.`;
  return null;
}

/** Why a line of this quantity is refused, or null. */
export function quantityRefusal(v: TOrderableVariant, quantity: number): string | null {
  if (quantity < v.minimum_order_quantity) return `A(z) „${v.name}” változatból legalább ${formatNumber(v.minimum_order_quantity)} db rendelhető.`;
  if (quantity % v.packaging_unit !== 0)
    return `A(z) „${v.name}” változat ${formatNumber(v.packaging_unit)} db-os kiszerelésű: a mennyiség ${formatNumber(v.packaging_unit)} többszöröse legyen.`;
  if (quantity > MAX_LINE_QUANTITY) return `Legfeljebb ${formatNumber(MAX_LINE_QUANTITY)} db rendelhető egy tételben.`;
  return null;
}

/** Refuses (400) a line the variant does not allow: availability on `variantField`, the quantity on `quantity`. */
export function checkLine(v: TOrderableVariant, quantity: number, variantField = 'product_variant') {
  const unavailable = availabilityRefusal(v);
  if (unavailable) throw fieldError(variantField, unavailable);
  const refused = quantityRefusal(v, quantity);
  if (refused) throw fieldError('quantity', refused);
}
