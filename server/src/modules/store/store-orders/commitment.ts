// orders/{id}/commitment/: a commitment raised from an approved or fulfilled order, created
// through the kit's record creator (modules never import each other) by the orderer, so it
// starts the commitment flow at their submission step: its lines are the order's lines (gross
// unit price, quantity, VAT key), its ledger item the supplies' (K311). One per order: the
// order's row is locked, so of two simultaneous calls the second sees the first's commitment.
import type { TTx } from '../../../db/client.ts';
import { hasPermission, type TAuthedContext } from '../../../access/context.ts';
import { badRequest, forbidden, notFound } from '../../../http/errors.ts';
import { institutionScopeWhere } from '../../../access/scope.ts';

const COMMITMENTS = 'commitments';
const COMMITMENT_PERMISSION = 'commitments.can_use_commitment_module';
const SUPPLIES_ENTRY = 'K311';
const RAISING_STATES = new Set(['verified', 'closed']);
export const COMMITMENT_MESSAGES = {
  already: 'Ebből a rendelésből már készült kötelezettségvállalás.',
  state: 'Kötelezettségvállalás jóváhagyott vagy teljesített rendelésből készíthető.',
} as const;

/** Whether the user may raise the order's commitment now: the orderer, with the commitments module, on an approved or fulfilled order without one. */
export const canRaiseCommitment = (ctx: Pick<TAuthedContext, 'user'>, order: { user_id: number; state: string; commitment_id: number | null }) =>
  order.user_id === ctx.user.id &&
  !ctx.user.is_readonly &&
  hasPermission(ctx.user, COMMITMENT_PERMISSION) &&
  RAISING_STATES.has(order.state) &&
  order.commitment_id === null;

export async function raiseCommitment(tx: TTx, ctx: TAuthedContext, orderId: number): Promise<number> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "StoreOrder" WHERE id = ${orderId} FOR NO KEY UPDATE`;
  const order =
    locked &&
    (await tx.storeOrder.findFirst({
      where: { AND: [{ id: orderId }, institutionScopeWhere(ctx.user, 'institution_id')] },
      select: { id: true, user_id: true, state: true, commitment_id: true, institution_id: true, items: { orderBy: { id: 'asc' } } },
    }));
  if (!order) throw notFound();
  if (order.commitment_id !== null) throw badRequest({ non_field_errors: [COMMITMENT_MESSAGES.already] });
  if (!RAISING_STATES.has(order.state)) throw badRequest({ non_field_errors: [COMMITMENT_MESSAGES.state] });
  if (!canRaiseCommitment(ctx, order)) throw forbidden();
  const entry = await tx.staticItem.findFirst({ where: { list: 'financial_entries', code: SUPPLIES_ENTRY, is_active: true }, select: { key: true } });
  const id = await ctx.createRecord(tx, ctx, COMMITMENTS, {
    subject: `Raktári rendelés #${order.id}`,
    financial_entry: entry?.key ?? null,
    institution: order.institution_id,
    affected_institution: order.institution_id,
    products: order.items.map((i) => ({
      name: `${i.product_name} – ${i.variant_name}`.slice(0, 300),
      quantity: i.quantity,
      unit: 'db',
      gross_price: i.unit_price.toNumber(),
      vat: i.vat_key,
    })),
  });
  await tx.storeOrder.update({ where: { id: order.id }, data: { commitment_id: id }, select: { id: true } });
  return id;
}
