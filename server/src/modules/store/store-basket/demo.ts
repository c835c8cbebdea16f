// Demo baskets and orders: per demo school four orders checked out of its requester's basket, one
// in each state (megrendelve, jóváhagyva, teljesítve, visszavonva), and a basket left filled.
// The moves are stamped as the centre's keeper would make them, days apart.
import type { TAuthedContext } from '../../../access/context.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';
import { addToBasket, checkout, ownBasketId } from './basket.ts';

/** Variants by product and variant name, with the quantities ordered. */
const ORDERS: { state: 'ordered' | 'verified' | 'closed' | 'cancelled'; lines: [string, string, number][] }[] = [
  {
    state: 'closed',
    lines: [
      ['Másolópapír A4, 80 g/m²', '1 doboz (5 csomag)', 4],
      ['Golyóstoll, kék', '1 db', 40],
    ],
  },
  {
    state: 'verified',
    lines: [
      ['HP 305 tintapatron', 'fekete', 2],
      ['HP 305 tintapatron', 'háromszínű', 1],
    ],
  },
  { state: 'cancelled', lines: [['Táblafilc készlet', '4 db-os készlet', 3]] },
  {
    state: 'ordered',
    lines: [
      ['Folyékony szappan', '5 l-es kanna', 2],
      ['Papírtörlő tekercs', '6 tekercses csomag', 6],
      ['Munkavédelmi kézikönyv', 'puhafedeles', 2],
    ],
  },
];
const LEFT_IN_BASKET: [string, string, number][] = [['Spirálfüzet A4, kockás', '1 db', 25]];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function fill(ctx: TAuthedContext, lines: [string, string, number][]) {
  return ctx.prisma.$transaction(async (tx) => {
    const basketId = await ownBasketId(tx, ctx);
    for (const [product, variant, quantity] of lines) {
      const v = await tx.storeVariant.findFirstOrThrow({ where: { name: variant, product: { name: product } }, select: { id: true } });
      await addToBasket(tx, basketId, { product_variant: v.id, quantity });
    }
    return basketId;
  });
}

async function seedDemoStoreOrders({ people }: TDemoRecordsKit): Promise<void> {
  for (const requester of [people.requesterA, people.requesterB]) {
    if (await requester.prisma.storeOrder.count({ where: { user_id: requester.user.id } })) continue;
    for (const [index, { state, lines }] of ORDERS.entries()) {
      const basketId = await fill(requester, lines);
      const id = await requester.prisma.$transaction((tx) => checkout(tx, basketId));
      const ordered = daysAgo(30 - index * 6);
      await requester.prisma.storeOrder.update({
        where: { id },
        data: {
          state,
          created_at: ordered,
          verified_at: state === 'verified' || state === 'closed' ? daysAgo(28 - index * 6) : null,
          closed_at: state === 'closed' ? daysAgo(24 - index * 6) : null,
          cancelled_at: state === 'cancelled' ? daysAgo(27 - index * 6) : null,
        },
        select: { id: true },
      });
    }
    await fill(requester, LEFT_IN_BASKET);
  }
}

export const storeBasketDemo = defineDemo({ records: { order: 360, seed: seedDemoStoreOrders } });
