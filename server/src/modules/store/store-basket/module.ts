// Saját kosár (MODULES.md §3.59): a special module under /api/keszlet/baskets/: the own basket,
// adding a variant, setting a line's quantity, removing a line, checkout (basket.ts).
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TTx } from '../../../db/client.ts';
import { ZRowId, ZRowIdText } from '../../../http/schemas.ts';
import { operation } from '../../../api/operations.ts';
import { idParam } from '../../../rest/route.ts';
import { defineSpecialModule } from '../../registration.ts';
import { addToBasket, basketAnswer, checkout, ownBasketId, removeLine, requireOwnBasket, setQuantity } from './basket.ts';
import { MAX_LINE_QUANTITY } from './rules.ts';

const STORE_PERMISSION = 'store.can_use_store_module';

const ZRef = z.object({ id: z.number().int(), name: z.string() });
const ZBasketAnswer = z.object({
  id: z.number().int(),
  items: z.array(
    z.object({
      id: z.number().int(),
      product_variant: ZRef,
      product: ZRef,
      category: ZRef,
      quantity: z.number().int(),
      price: z.number(),
      vat: ZRef,
      minimum_order_quantity: z.number().int(),
      packaging_unit: z.number().int(),
      net_price: z.number(),
      vat_amount: z.number(),
      gross_price: z.number(),
      problem: z.string().nullable(),
    }),
  ),
  net_price: z.number(),
  vat: z.number(),
  gross_price: z.number(),
});

const ZQuantity = z.number().int('Egész számot adjon meg.').min(1, 'Legalább 1 legyen.').max(MAX_LINE_QUANTITY);
const ZItemPath = z.object({ id: ZRowId, itemId: ZRowId });
const itemPathSent = (params: Record<string, string>) => ({ id: idParam(params), itemId: idParam(params, 'itemId') });

/** One write on the caller's own basket, answering the basket as it is after it. */
const onOwnBasket = (ctx: TAuthedContext, id: number, write: (tx: TTx, basketId: number) => Promise<void>) =>
  ctx.prisma.$transaction(async (tx) => {
    const basketId = await requireOwnBasket(tx, ctx, id);
    await write(tx, basketId);
    return basketAnswer(tx, basketId);
  });

const basketOperations = {
  own: operation({
    call: 'query',
    access: 'read',
    output: ZBasketAnswer,
    run: async (ctx) => basketAnswer(ctx.prisma, await ownBasketId(ctx.prisma, ctx)),
    rest: [{ method: 'GET', path: '/baskets/sajat/', summary: 'Saját kosár (az első olvasáskor készül): tételek, net_price, vat, gross_price' }],
  }),
  add: operation({
    call: 'mutation',
    access: 'write',
    input: z.object({ id: ZRowId, product_variant: ZRowIdText, quantity: ZQuantity }).strict(),
    output: ZBasketAnswer,
    run: (ctx, input) => onOwnBasket(ctx, input.id, (tx, basketId) => addToBasket(tx, basketId, input)),
    rest: [
      {
        method: 'POST',
        path: '/baskets/:id/add_to_basket/',
        summary: 'Termékváltozat a kosárba (product_variant, quantity)',
        schema: { body: z.object({ product_variant: ZRowIdText, quantity: ZQuantity }) },
        sent: (call) => ({ input: { ...(call.body as object), id: idParam(call.params) } }),
      },
    ],
  }),
  setQuantity: operation({
    call: 'mutation',
    access: 'write',
    input: ZItemPath.extend({ quantity: ZQuantity }).strict(),
    output: ZBasketAnswer,
    run: (ctx, input) => onOwnBasket(ctx, input.id, (tx, basketId) => setQuantity(tx, basketId, input.itemId, input.quantity)),
    rest: [
      {
        method: 'POST',
        path: '/baskets/:id/items/:itemId/set_quantity/',
        summary: 'Egy tétel mennyisége (quantity)',
        schema: { body: z.object({ quantity: ZQuantity }) },
        sent: (call) => ({ input: { ...(call.body as object), ...itemPathSent(call.params) } }),
      },
    ],
  }),
  removeItem: operation({
    call: 'mutation',
    access: 'write',
    input: ZItemPath,
    output: ZBasketAnswer,
    run: (ctx, input) => onOwnBasket(ctx, input.id, (tx, basketId) => removeLine(tx, basketId, input.itemId)),
    rest: [
      { method: 'DELETE', path: '/baskets/:id/items/:itemId/', summary: 'Tétel törlése a kosárból', sent: (call) => ({ input: itemPathSent(call.params) }) },
    ],
  }),
  checkout: operation({
    call: 'mutation',
    access: 'write',
    input: z.object({ id: ZRowId }),
    output: ZBasketAnswer.extend({ order: z.number().int() }),
    run: (ctx, input) =>
      ctx.prisma.$transaction(async (tx) => {
        const basketId = await requireOwnBasket(tx, ctx, input.id);
        const order = await checkout(tx, basketId);
        return { ...(await basketAnswer(tx, basketId)), order };
      }),
    rest: [
      {
        method: 'POST',
        path: '/baskets/:id/checkout/',
        summary: 'Megrendelés: a kosárból rendelés lesz, a kosár kiürül (order: a rendelés azonosítója)',
        status: 201,
        sent: (call) => ({ input: { id: idParam(call.params) } }),
      },
    ],
  }),
};

export const storeBasket = defineSpecialModule({ key: 'storeBasket', restBase: 'keszlet', permission: STORE_PERMISSION, operations: basketOperations });
