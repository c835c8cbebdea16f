// The own basket and orders (/api/keszlet/baskets/, /api/keszlet/orders/): the variant's minimum
// order quantity, packaging unit and availability window refuse a quantity in Hungarian; sums
// are exact net + VAT = gross in whole forints; two simultaneous checkouts give one order; a
// school reaches only its own basket and orders, the centre's keeper moves them.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const variants: Record<string, number> = {};

type TBasket = {
  id: number;
  items: { id: number; quantity: number; net_price: number; vat_amount: number; gross_price: number }[];
  net_price: number;
  vat: number;
  gross_price: number;
};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'vezeto.a', 'muszak', 'olvaso']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  const prisma = server.services.prisma;
  const category = await prisma.storeCategory.create({ data: { name: 'Kosárteszt' }, select: { id: true } });
  const product = async (name: string, v: object) =>
    (
      await prisma.storeVariant.create({
        data: { name, price: 0, vat: 1, ...v, product: { create: { name: `Kosárteszt ${name}`, category_id: category.id } } },
        select: { id: true },
      })
    ).id;
  variants.toll = await product('toll', { price: 190, minimum_order_quantity: 10, packaging_unit: 10 });
  variants.papir = await product('papír', { price: 2499 });
  variants.konyv = await product('könyv', { price: 3999, vat: 3 });
  variants.kifutott = await product('kifutott', { price: 100, available_till: new Date(Date.UTC(2020, 0, 31)) });
  variants.jovo = await product('jövő', { price: 100, available_from: new Date(Date.UTC(2099, 0, 1)) });
});

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: object) => server.app.inject({ method, url, headers: as(who), payload });
const own = async (who: string) => (await send('GET', '/api/keszlet/baskets/sajat/', who)).json<TBasket>();
const add = (who: string, basket: number, product_variant: number, quantity: number) =>
  send('POST', `/api/keszlet/baskets/${basket}/add_to_basket/`, who, { product_variant, quantity });

async function emptied(who: string) {
  const basket = await own(who);
  for (const item of basket.items) await send('DELETE', `/api/keszlet/baskets/${basket.id}/items/${item.id}/`, who);
  return basket.id;
}

describe('store basket and orders', () => {
  it('refuses quantities below the minimum or off the packaging unit, and variants outside their window, in Hungarian', async () => {
    const basket = await emptied('vezeto.a');
    const below = await add('vezeto.a', basket, variants.toll, 5);
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ quantity: ['A(z) „toll” változatból legalább 10 db rendelhető.'] });
    const odd = await add('vezeto.a', basket, variants.toll, 15);
    expect(odd.json()).toEqual({ quantity: ['A(z) „toll” változat 10 db-os kiszerelésű: a mennyiség 10 többszöröse legyen.'] });
    expect((await add('vezeto.a', basket, variants.kifutott, 1)).json()).toEqual({
      product_variant: ['A(z) „kifutott” változat 2020-01-31 óta nem rendelhető.'],
    });
    expect((await add('vezeto.a', basket, variants.jovo, 1)).json()).toEqual({ product_variant: ['A(z) „jövő” változat 2099-01-01-tól rendelhető.'] });
    expect((await add('vezeto.a', basket, 999_999, 1)).json()).toEqual({ product_variant: ['Nem létező elem.'] });
    expect((await add('vezeto.a', basket, variants.toll, 0)).statusCode).toBe(400);
    const ok = await add('vezeto.a', basket, variants.toll, 20);
    expect(ok.statusCode, ok.body).toBe(200);
    // Adding again grows the line, checked as a whole.
    const line = (await add('vezeto.a', basket, variants.toll, 10)).json<TBasket>().items;
    expect(line).toHaveLength(1);
    expect(line[0].quantity).toBe(30);
    const set = await send('POST', `/api/keszlet/baskets/${basket}/items/${line[0].id}/set_quantity/`, 'vezeto.a', { quantity: 25 });
    expect(set.json()).toEqual({ quantity: ['A(z) „toll” változat 10 db-os kiszerelésű: a mennyiség 10 többszöröse legyen.'] });
    expect(
      (await send('POST', `/api/keszlet/baskets/${basket}/items/${line[0].id}/set_quantity/`, 'vezeto.a', { quantity: 40 })).json<TBasket>().items[0].quantity,
    ).toBe(40);
  });

  it('answers net, VAT and gross exact in forints: per line split by its rate, the sums the lines’ sums', async () => {
    const basket = await emptied('vezeto.a');
    await add('vezeto.a', basket, variants.papir, 3);
    await add('vezeto.a', basket, variants.konyv, 1);
    const answer = (await add('vezeto.a', basket, variants.toll, 10)).json<TBasket>();
    // 3 × 2499 = 7497 at 27 %: net 7497 / 1.27 = 5903.15 → 5903, VAT 1594.
    // 1 × 3999 at 5 %: net 3808.57 → 3809, VAT 190. 10 × 190 = 1900 at 27 %: net 1496.06 → 1496, VAT 404.
    expect(answer.items.map((i) => [i.net_price, i.vat_amount, i.gross_price])).toEqual([
      [5903, 1594, 7497],
      [3809, 190, 3999],
      [1496, 404, 1900],
    ]);
    expect([answer.net_price, answer.vat, answer.gross_price]).toEqual([11208, 2188, 13396]);
  });

  it('two simultaneous checkouts of one basket give one order; the basket is emptied', async () => {
    const prisma = server.services.prisma;
    const basket = await emptied('igenylo.b');
    await add('igenylo.b', basket, variants.papir, 2);
    await add('igenylo.b', basket, variants.konyv, 1);
    const before = await prisma.storeOrder.count({ where: { basket_id: basket } });
    const [a, b] = await Promise.all([
      send('POST', `/api/keszlet/baskets/${basket}/checkout/`, 'igenylo.b'),
      send('POST', `/api/keszlet/baskets/${basket}/checkout/`, 'igenylo.b'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json()).toEqual({ items: ['A kosár üres.'] });
    expect(await prisma.storeOrder.count({ where: { basket_id: basket } })).toBe(before + 1);
    expect((await own('igenylo.b')).items).toEqual([]);
    const winner = (a.statusCode === 201 ? a : b).json<{ order: number }>();
    const order = (await send('GET', `/api/keszlet/orders/${winner.order}/`, 'igenylo.b')).json<Record<string, unknown>>();
    // 2 × 2499 = 4998 at 27 %: 3935 + 1063; 3999 at 5 %: 3809 + 190.
    expect(order).toMatchObject({ state: 'ordered', net_price: 7744, vat: 1253, gross_price: 8997, commitment: null, can_commitment: false, basket });
    expect((order.items as unknown[]).length).toBe(2);
  });

  it('a school reaches only its own basket and orders; the centre’s keeper verifies and closes, the orderer cancels', async () => {
    const basketB = (await own('igenylo.b')).id;
    expect((await add('igenylo.a', basketB, variants.papir, 1)).statusCode).toBe(404);
    expect((await send('POST', `/api/keszlet/baskets/${basketB}/checkout/`, 'igenylo.a')).statusCode).toBe(404);
    expect((await send('GET', '/api/keszlet/baskets/sajat/', 'olvaso')).statusCode).toBe(200);
    expect((await add('olvaso', (await own('olvaso')).id, variants.papir, 1)).statusCode).toBe(403);

    const basketA = await emptied('igenylo.a');
    await add('igenylo.a', basketA, variants.papir, 1);
    const orderId = (await send('POST', `/api/keszlet/baskets/${basketA}/checkout/`, 'igenylo.a')).json<{ order: number }>().order;
    expect((await send('GET', `/api/keszlet/orders/${orderId}/`, 'igenylo.b')).statusCode).toBe(404);
    const listB = (await send('GET', '/api/keszlet/orders/?limit=100', 'igenylo.b')).json<{ data: { id: number; institution: { id: number } }[] }>();
    expect(listB.data.map((o) => o.id)).not.toContain(orderId);
    const centre = (await send('GET', `/api/keszlet/orders/?limit=100&state=ordered`, 'muszak')).json<{ data: { id: number }[] }>();
    expect(centre.data.map((o) => o.id)).toContain(orderId);

    expect((await send('POST', `/api/keszlet/orders/${orderId}/verify/`, 'igenylo.a')).statusCode).toBe(403);
    const verified = await send('POST', `/api/keszlet/orders/${orderId}/verify/`, 'muszak');
    expect(verified.json()).toMatchObject({ state: 'verified', verified_at: expect.any(String), can_close: true });
    // The orderer may cancel only while ordered.
    expect((await send('POST', `/api/keszlet/orders/${orderId}/cancel/`, 'igenylo.a')).statusCode).toBe(403);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
    const filtered = (await send('GET', `/api/keszlet/orders/?verifiedAtMin=${today}&verifiedAtMax=${today}&min_cost=2499&max_cost=2499`, 'muszak')).json<{
      data: { id: number }[];
    }>();
    expect(filtered.data.map((o) => o.id)).toContain(orderId);
    const miss = (await send('GET', `/api/keszlet/orders/?verifiedAtMax=2020-01-01`, 'muszak')).json<{ data: { id: number }[] }>();
    expect(miss.data.map((o) => o.id)).not.toContain(orderId);
    expect((await send('GET', `/api/keszlet/orders/?verifiedAtMin=tegnap`, 'muszak')).statusCode).toBe(400);
    expect((await send('POST', `/api/keszlet/orders/${orderId}/close/`, 'muszak')).json()).toMatchObject({ state: 'closed', closed_at: expect.any(String) });
    // The orderer raises the order's commitment once, through the commitments module's create.
    expect((await send('POST', `/api/keszlet/orders/${orderId}/commitment/`, 'igenylo.b')).statusCode).toBe(404);
    const raised = await send('POST', `/api/keszlet/orders/${orderId}/commitment/`, 'igenylo.a');
    expect(raised.statusCode, raised.body).toBe(201);
    const commitment = raised.json<{ commitment: { id: number } }>().commitment;
    const made = await server.services.prisma.commitment.findUniqueOrThrow({
      where: { id: commitment.id },
      select: { subject: true, products: { select: { quantity: true } } },
    });
    expect(made).toMatchObject({ subject: `Raktári rendelés #${orderId}`, products: [{ quantity: expect.anything() }] });
    expect((await send('POST', `/api/keszlet/orders/${orderId}/commitment/`, 'igenylo.a')).json()).toEqual({
      non_field_errors: ['Ebből a rendelésből már készült kötelezettségvállalás.'],
    });
    const exported = await send('GET', '/api/keszlet/orders/export/?state=closed', 'muszak');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});
