// Orders of the internal store (MODULES.md §3.57). States (ours; 002 shows none): ordered
// (megrendelve, made by checkout) → verified (jóváhagyva: the centre's store keeper accepts it,
// verified_at) → closed (teljesítve: delivered, closed_at); cancelled (visszavonva, cancelled_at)
// from ordered by its orderer or the keeper, from verified by the keeper. A school reads its own
// institution's orders, the centre every order.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { hasPermission } from '../../../access/context.ts';
import { institutionScopeWhere } from '../../../access/scope.ts';
import { notFound } from '../../../http/errors.ts';
import { formatDateTime } from '@etanker/shared/format.ts';
import { canRaiseCommitment } from './commitment.ts';

export const STORE_EDIT_PERMISSION = 'store.can_edit_store_catalogue';

export const ORDER_STATES = { ordered: 'Megrendelve', verified: 'Jóváhagyva', closed: 'Teljesítve', cancelled: 'Visszavonva' } as const;
export type TOrderState = keyof typeof ORDER_STATES;

export const orderScopeWhere = (user: TCurrentUser): Prisma.StoreOrderWhereInput => institutionScopeWhere(user, 'institution_id');

const isKeeper = (user: TCurrentUser) => user.is_centre && hasPermission(user, STORE_EDIT_PERMISSION) && !user.is_readonly;

/** The moves a user may make on an order now, by action. */
export function orderMoves(user: TCurrentUser, order: { state: string; user_id: number }) {
  const own = order.user_id === user.id && !user.is_readonly;
  return {
    verify: isKeeper(user) && order.state === 'ordered',
    close: isKeeper(user) && order.state === 'verified',
    cancel: (isKeeper(user) && (order.state === 'ordered' || order.state === 'verified')) || (own && order.state === 'ordered'),
  };
}

export const ORDER_SELECT = {
  id: true,
  basket_id: true,
  state: true,
  user_id: true,
  user: { select: { id: true, name: true } },
  institution: { select: { id: true, name: true } },
  category: { select: { id: true, name: true } },
  created_at: true,
  verified_at: true,
  closed_at: true,
  cancelled_at: true,
  commitment: { select: { id: true, reference_number: true } },
  commitment_id: true,
  net_price: true,
  vat: true,
  gross_price: true,
  _count: { select: { items: true } },
} as const;

type TOrderRow = Prisma.StoreOrderGetPayload<{ select: typeof ORDER_SELECT }>;

const when = (d: Date | null) => (d ? formatDateTime(d) : null);

/** An order as the list and the details answer it; `commitment` is the one raised from it ({id, name: its reference number}), or null. */
export function orderApi(user: TCurrentUser, o: TOrderRow) {
  const moves = orderMoves(user, o);
  return {
    id: o.id,
    basket: o.basket_id,
    state: o.state,
    state_name: ORDER_STATES[o.state as TOrderState] ?? o.state,
    user: o.user,
    institution: o.institution,
    category: o.category,
    commitment: o.commitment && { id: o.commitment.id, name: o.commitment.reference_number || `#${o.commitment.id}` },
    created_at: formatDateTime(o.created_at),
    verified_at: when(o.verified_at),
    closed_at: when(o.closed_at),
    cancelled_at: when(o.cancelled_at),
    net_price: o.net_price.toNumber(),
    vat: o.vat.toNumber(),
    gross_price: o.gross_price.toNumber(),
    item_count: o._count.items,
    can_verify: moves.verify,
    can_close: moves.close,
    can_cancel: moves.cancel,
    can_commitment: canRaiseCommitment({ user }, o),
  };
}

/** One order in the user's scope with its lines (404 outside it). */
export async function orderDetail(tx: TTx, user: TCurrentUser, id: number) {
  const order = await tx.storeOrder.findFirst({ where: { AND: [{ id }, orderScopeWhere(user)] }, select: ORDER_SELECT });
  if (!order) throw notFound();
  const [items, vats] = await Promise.all([
    tx.storeOrderItem.findMany({ where: { order_id: id }, orderBy: { id: 'asc' } }),
    tx.staticItem.findMany({ where: { list: 'vat' }, select: { key: true, name: true } }),
  ]);
  const vatName = new Map(vats.map((v) => [v.key, v.name]));
  return {
    ...orderApi(user, order),
    items: items.map((i) => ({
      id: i.id,
      product_variant: i.product_variant_id,
      product_name: i.product_name,
      variant_name: i.variant_name,
      quantity: i.quantity,
      price: i.unit_price.toNumber(),
      vat: { id: i.vat_key, name: vatName.get(i.vat_key) ?? '' },
      net_price: i.net_price.toNumber(),
      vat_amount: i.vat.toNumber(),
      gross_price: i.gross_price.toNumber(),
    })),
  };
}
