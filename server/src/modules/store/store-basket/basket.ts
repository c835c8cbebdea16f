// The own basket (MODULES.md §3.59): one per user, made on its first read, holding variants with
// quantities; its answer prices every line (prices.ts). Only its owner reaches it: another user's
// basket id is a 404. Checkout turns it into an order and empties it in one transaction, under
// the basket's row lock, so two simultaneous checkouts give one order.
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { badRequest, fieldError, notFound } from '../../../http/errors.ts';
import { vatRates } from '../../../workflow/vat.ts';
import { linePrice, sumPrices } from './prices.ts';
import { availabilityRefusal, checkLine, quantityRefusal } from './rules.ts';

export const BASKET_MESSAGES = {
  noInstitution: 'Kosarat csak intézményhez tartozó felhasználó használhat.',
  empty: 'A kosár üres.',
  unknownVariant: 'Nem létező elem.',
} as const;

const VARIANT = {
  id: true,
  name: true,
  price: true,
  vat: true,
  available_from: true,
  available_till: true,
  minimum_order_quantity: true,
  packaging_unit: true,
  product: { select: { id: true, name: true, category: { select: { id: true, name: true } } } },
} as const;

/** The caller's basket id, made when missing (a concurrent first read finds the one made). */
export async function ownBasketId(tx: TTx, ctx: TAuthedContext): Promise<number> {
  const found = await tx.storeBasket.findUnique({ where: { user_id: ctx.user.id }, select: { id: true } });
  if (found) return found.id;
  if (ctx.user.institution_id === null) throw badRequest({ detail: [BASKET_MESSAGES.noInstitution] });
  await tx.storeBasket.createMany({ data: [{ user_id: ctx.user.id, institution_id: ctx.user.institution_id }], skipDuplicates: true });
  return (await tx.storeBasket.findUniqueOrThrow({ where: { user_id: ctx.user.id }, select: { id: true } })).id;
}

/** The basket `id` when it is the caller's; anybody else's is none (404). */
export async function requireOwnBasket(tx: TTx, ctx: TAuthedContext, id: number) {
  const basket = await tx.storeBasket.findFirst({ where: { id, user_id: ctx.user.id }, select: { id: true } });
  if (!basket) throw notFound();
  return basket.id;
}

async function basketLines(tx: TTx, basketId: number) {
  return tx.storeBasketItem.findMany({
    where: { basket_id: basketId },
    orderBy: { id: 'asc' },
    select: { id: true, quantity: true, variant: { select: VARIANT } },
  });
}

type TLine = Awaited<ReturnType<typeof basketLines>>[number];

/** Lines priced with the VAT keys' rates and names. */
async function pricedLines(tx: TTx, lines: TLine[]) {
  const [rates, names] = await Promise.all([
    vatRates(tx),
    tx.staticItem.findMany({ where: { list: 'vat' }, select: { key: true, name: true } }).then((rows) => new Map(rows.map((r) => [r.key, r.name]))),
  ]);
  return lines.map((line) => ({
    line,
    vatName: names.get(line.variant.vat) ?? '',
    price: linePrice(line.variant.price, line.quantity, rates.get(line.variant.vat) ?? 0),
  }));
}

/** The basket as the API answers it: its lines with their prices and what may be wrong with them now, and the sums. */
export async function basketAnswer(tx: TTx, basketId: number) {
  const priced = await pricedLines(tx, await basketLines(tx, basketId));
  const total = sumPrices(priced.map((p) => p.price));
  return {
    id: basketId,
    items: priced.map(({ line, vatName, price }) => ({
      id: line.id,
      product_variant: { id: line.variant.id, name: line.variant.name },
      product: { id: line.variant.product.id, name: line.variant.product.name },
      category: line.variant.product.category,
      quantity: line.quantity,
      price: line.variant.price.toNumber(),
      vat: { id: line.variant.vat, name: vatName },
      minimum_order_quantity: line.variant.minimum_order_quantity,
      packaging_unit: line.variant.packaging_unit,
      net_price: price.net.toNumber(),
      vat_amount: price.vat.toNumber(),
      gross_price: price.gross.toNumber(),
      /** Why this line cannot be checked out now (the variant left its window, its rules changed), or null. */
      problem: availabilityRefusal(line.variant) ?? quantityRefusal(line.variant, line.quantity),
    })),
    net_price: total.net.toNumber(),
    vat: total.vat.toNumber(),
    gross_price: total.gross.toNumber(),
  };
}

/** add_to_basket/: the variant's line grows by `quantity` (a new line when it has none); the line's new quantity must be allowed. */
export async function addToBasket(tx: TTx, basketId: number, input: { product_variant: number; quantity: number }) {
  const variant = await tx.storeVariant.findUnique({ where: { id: input.product_variant }, select: VARIANT });
  if (!variant) throw fieldError('product_variant', BASKET_MESSAGES.unknownVariant);
  const line = await tx.storeBasketItem.findUnique({
    where: { basket_id_variant_id: { basket_id: basketId, variant_id: variant.id } },
    select: { id: true, quantity: true },
  });
  const quantity = (line?.quantity ?? 0) + input.quantity;
  checkLine(variant, quantity);
  if (line) await tx.storeBasketItem.update({ where: { id: line.id }, data: { quantity }, select: { id: true } });
  else await tx.storeBasketItem.create({ data: { basket_id: basketId, variant_id: variant.id, quantity }, select: { id: true } });
}

async function requireLine(tx: TTx, basketId: number, itemId: number) {
  const line = await tx.storeBasketItem.findFirst({ where: { id: itemId, basket_id: basketId }, select: { id: true, variant: { select: VARIANT } } });
  if (!line) throw notFound();
  return line;
}

/** set_quantity/: the line's quantity, within the variant's rules. */
export async function setQuantity(tx: TTx, basketId: number, itemId: number, quantity: number) {
  const line = await requireLine(tx, basketId, itemId);
  checkLine(line.variant, quantity);
  await tx.storeBasketItem.update({ where: { id: line.id }, data: { quantity }, select: { id: true } });
}

export async function removeLine(tx: TTx, basketId: number, itemId: number) {
  const line = await requireLine(tx, basketId, itemId);
  await tx.storeBasketItem.delete({ where: { id: line.id }, select: { id: true } });
}

/**
 * checkout/: the basket locked (FOR UPDATE: a second checkout waits, then finds it empty), every
 * line checked again, the order written with copies of its lines and sums, the basket emptied.
 * The order's category is its lines' one category (null when they span several).
 */
export async function checkout(tx: TTx, basketId: number): Promise<number> {
  const [basket] = await tx.$queryRaw<{ id: number; user_id: number; institution_id: number }[]>`
    SELECT id, user_id, institution_id FROM "StoreBasket" WHERE id = ${basketId} FOR UPDATE`;
  if (!basket) throw notFound();
  const lines = await basketLines(tx, basketId);
  if (lines.length === 0) throw badRequest({ items: [BASKET_MESSAGES.empty] });
  for (const line of lines) checkLine(line.variant, line.quantity, 'items');
  const priced = await pricedLines(tx, lines);
  const total = sumPrices(priced.map((p) => p.price));
  const categories = new Set(lines.map((l) => l.variant.product.category.id));
  const order = await tx.storeOrder.create({
    data: {
      basket_id: basket.id,
      user_id: basket.user_id,
      institution_id: basket.institution_id,
      category_id: categories.size === 1 ? [...categories][0] : null,
      net_price: total.net,
      vat: total.vat,
      gross_price: total.gross,
      items: {
        create: priced.map(({ line, price }) => ({
          product_variant_id: line.variant.id,
          product_name: line.variant.product.name,
          variant_name: line.variant.name,
          quantity: line.quantity,
          unit_price: line.variant.price,
          vat_key: line.variant.vat,
          net_price: price.net,
          vat: price.vat,
          gross_price: price.gross,
        })),
      },
    },
    select: { id: true },
  });
  await tx.storeBasketItem.deleteMany({ where: { basket_id: basket.id } });
  return order.id;
}
