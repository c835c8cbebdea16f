// Rendelések (MODULES.md §3.57): a special module under /api/keszlet/orders/: the list with its
// filters (filters.ts), the export, an order's details and its moves (orders.ts).
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import { forbidden, notFound } from '../../../http/errors.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { operation } from '../../../api/operations.ts';
import { idParam } from '../../../rest/route.ts';
import { defineSpecialModule } from '../../registration.ts';
import { listQuery, exportFilename, sendXlsx } from '../../rest-common.ts';
import { ORDER_SELECT, ORDER_STATES, orderApi, orderDetail, orderMoves, orderScopeWhere } from './orders.ts';
import { orderFilterWhere, ZOrderFilters, type TOrderFilters } from './filters.ts';
import { ORDER_COLUMNS } from './sheet.ts';
import { raiseCommitment } from './commitment.ts';

const STORE_PERMISSION = 'store.can_use_store_module';
const EXPORT_LIMIT = 50_000;

const ZRef = z.object({ id: z.number().int(), name: z.string() });
const ZOrderRow = z.object({
  id: z.number().int(),
  basket: z.number().int(),
  state: z.enum(Object.keys(ORDER_STATES) as [keyof typeof ORDER_STATES]),
  state_name: z.string(),
  user: ZRef,
  institution: ZRef,
  category: ZRef.nullable(),
  commitment: ZRef.nullable(),
  created_at: z.string(),
  verified_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  net_price: z.number(),
  vat: z.number(),
  gross_price: z.number(),
  item_count: z.number().int(),
  can_verify: z.boolean(),
  can_close: z.boolean(),
  can_cancel: z.boolean(),
  can_commitment: z.boolean(),
});
const ZOrderDetail = ZOrderRow.extend({
  items: z.array(
    z.object({
      id: z.number().int(),
      product_variant: z.number().int().nullable(),
      product_name: z.string(),
      variant_name: z.string(),
      quantity: z.number().int(),
      price: z.number(),
      vat: ZRef,
      net_price: z.number(),
      vat_amount: z.number(),
      gross_price: z.number(),
    }),
  ),
});

const whereOf = (ctx: TAuthedContext, f: TOrderFilters) => ({ AND: [orderScopeWhere(ctx.user), ...orderFilterWhere(f)] });

async function listOrders(ctx: TAuthedContext, f: TOrderFilters) {
  const where = whereOf(ctx, f);
  const limit = f.limit ?? 25;
  const [rows, total] = await Promise.all([
    ctx.prisma.storeOrder.findMany({
      where,
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      skip: ((f.page ?? 1) - 1) * limit,
      take: limit,
      select: ORDER_SELECT,
    }),
    ctx.prisma.storeOrder.count({ where }),
  ]);
  return { data: rows.map((o) => orderApi(ctx.user, o)), total };
}

const MOVES = {
  verify: { state: 'verified', stamp: 'verified_at', summary: 'Rendelés jóváhagyása (a központ raktárosa)' },
  close: { state: 'closed', stamp: 'closed_at', summary: 'Rendelés teljesítése (kiszállítva)' },
  cancel: { state: 'cancelled', stamp: 'cancelled_at', summary: 'Rendelés visszavonása' },
} as const;

/** A move on an order: under its row lock, allowed for this user in its current state (else 403), answering the details. */
const moveOperation = (move: keyof typeof MOVES) =>
  operation({
    call: 'mutation',
    access: 'write',
    input: z.object({ id: ZRowId }),
    output: ZOrderDetail,
    run: (ctx, input) =>
      ctx.prisma.$transaction(async (tx) => {
        const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "StoreOrder" WHERE id = ${input.id} FOR UPDATE`;
        const order =
          locked && (await tx.storeOrder.findFirst({ where: { AND: [{ id: input.id }, orderScopeWhere(ctx.user)] }, select: { state: true, user_id: true } }));
        if (!order) throw notFound();
        if (!orderMoves(ctx.user, order)[move])
          throw forbidden(`Ez a művelet a rendelés „${ORDER_STATES[order.state as keyof typeof ORDER_STATES]}” állapotában Önnek nem engedélyezett.`);
        await tx.storeOrder.update({ where: { id: input.id }, data: { state: MOVES[move].state, [MOVES[move].stamp]: new Date() }, select: { id: true } });
        return orderDetail(tx, ctx.user, input.id);
      }),
    rest: [{ method: 'POST', path: `/orders/:id/${move}/`, summary: MOVES[move].summary, sent: (call) => ({ input: { id: idParam(call.params) } }) }],
  });

const orderOperations = {
  list: operation({
    call: 'query',
    access: 'read',
    input: ZOrderFilters,
    output: z.object({ data: z.array(ZOrderRow), total: z.number().int() }),
    run: listOrders,
    rest: [
      {
        method: 'GET',
        path: '/orders/',
        summary: 'Rendelések (institution, state, verifiedAtMin, verifiedAtMax, min_cost, max_cost, q, page, limit)',
        sent: (call) => ({ input: listQuery(call.query) }),
      },
    ],
  }),
  filters: operation({
    call: 'query',
    access: 'read',
    output: z.object({ state: z.array(z.object({ id: z.string(), name: z.string() })), institution: z.array(ZRef) }),
    run: async (ctx) => ({
      state: Object.entries(ORDER_STATES).map(([id, name]) => ({ id, name })),
      institution: await ctx.prisma.institution.findMany({
        where: ctx.user.is_centre ? {} : { id: { in: ctx.user.institution_ids } },
        orderBy: { name: 'asc' },
        select: { id: true, name: true },
      }),
    }),
    rest: [{ method: 'GET', path: '/orders/szurok/', summary: 'Rendelések: szűrők' }],
  }),
  exportSheet: operation({
    access: 'read',
    input: ZOrderFilters,
    output: null,
    run: async (ctx, f) => {
      const rows = await ctx.prisma.storeOrder.findMany({ where: whereOf(ctx, f), orderBy: { id: 'asc' }, take: EXPORT_LIMIT, select: ORDER_SELECT });
      return rows.map((o) => {
        const api = orderApi(ctx.user, o);
        return { ...api, user: api.user.name, institution: api.institution.name, category: api.category?.name ?? '', commitment: api.commitment?.name ?? '' };
      });
    },
    rest: [
      {
        method: 'GET',
        path: '/orders/export/',
        summary: 'Rendelések táblázatban (a lista szűrőivel)',
        binary: 'xlsx',
        sent: (call) => ({ input: listQuery(call.query) }),
        reply: (rows, call) => sendXlsx(call.reply, { filename: exportFilename('rendelesek'), sheetName: 'Rendelések', columns: ORDER_COLUMNS, rows }),
      },
    ],
  }),
  get: operation({
    call: 'query',
    access: 'read',
    input: z.object({ id: ZRowId }),
    output: ZOrderDetail,
    run: (ctx, input) => orderDetail(ctx.prisma, ctx.user, input.id),
    rest: [{ method: 'GET', path: '/orders/:id/', summary: 'Rendelés: részletek a tételekkel' }],
  }),
  verify: moveOperation('verify'),
  close: moveOperation('close'),
  cancel: moveOperation('cancel'),
  commitment: operation({
    call: 'mutation',
    access: 'write',
    input: z.object({ id: ZRowId }),
    output: ZOrderDetail,
    run: (ctx, input) =>
      ctx.prisma.$transaction(async (tx) => {
        await raiseCommitment(tx, ctx, input.id);
        return orderDetail(tx, ctx.user, input.id);
      }),
    rest: [
      {
        method: 'POST',
        path: '/orders/:id/commitment/',
        summary: 'Kötelezettségvállalás a rendelésből (a megrendelő, jóváhagyott vagy teljesített rendelésből): a commitment mezőben',
        status: 201,
        sent: (call) => ({ input: { id: idParam(call.params) } }),
      },
    ],
  }),
};

export const storeOrders = defineSpecialModule({ key: 'storeOrders', restBase: 'keszlet', permission: STORE_PERMISSION, operations: orderOperations });
