// Education other contracts (/api/tanugy-egyeb-szerzodesek/, MODULES.md §3.27): a documented-only
// body gets price_unit occasion; the total is price × quantity in whole forints, exact; the tender
// is one the writer reads; a closed school takes no new contract.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBankAccount, makeTaxId } from '@etanker/shared/identifiers.ts';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/tanugy-egyeb-szerzodesek';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'tanugy']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const BIRTH = '1984-07-07';
let serial = 700;
const contract = (over: object = {}) => ({
  name: 'Vendég Előadó',
  birth_date: BIRTH,
  tax_number: makeTaxId(BIRTH, ++serial),
  email: 'vendeg@example.hu',
  bank_account_number: makeBankAccount('1177301', serial),
  start_date: '2031-10-01',
  end_date: '2031-10-01',
  price: 4333,
  ...over,
});

const post = (body: object, who = 'igenylo.a') => server.app.inject({ method: 'POST', url: `${base}/`, headers: as(who), payload: body });
type TContract = { id: number; total_price: number; quantity: number; price_unit: { id: number; name: string }; tender: { id: number } | null };
const created = async (body: object, who = 'igenylo.a') => {
  const res = await post(body, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TContract>();
};

describe('education other contracts: defaults and the total', () => {
  it('a documented-only body is one occasion: the total is the price', async () => {
    expect(await created(contract())).toMatchObject({ price_unit: { id: 1, name: 'Alkalom' }, quantity: 1, total_price: 4333, tender: null });
  });

  it('price × quantity rounds half up once, without a float artefact', async () => {
    expect((await created(contract({ quantity: 2.5 }))).total_price).toBe(10_833); // 10 832.5
    expect((await created(contract({ price: 333, quantity: 0.15, price_unit: 2 }))).total_price).toBe(50); // 49.95
    expect((await created(contract({ price: 100, quantity: 0.29 }))).total_price).toBe(29); // 0.29 × 100 = 28.999999999999996 as floats
  });

  it('refuses a quantity of more than 2 decimals and a price that is not a whole forint', async () => {
    expect((await post(contract({ quantity: 1.125 }))).statusCode).toBe(400);
    expect((await post(contract({ price: 4333.5 }))).statusCode).toBe(400);
  });
});

describe('education other contracts: the tender', () => {
  it("takes a tender of the writer's school, refuses another school's as unknown", async () => {
    const prisma = server.services.prisma;
    const [a, b] = await Promise.all(['001', '002'].map((unit_code) => prisma.institution.findFirstOrThrow({ where: { unit_code }, select: { id: true } })));
    const own = await prisma.tender.create({ data: { name: 'Saját pályázat', code: 'EO-A', institutions: [a.id] }, select: { id: true } });
    const other = await prisma.tender.create({ data: { name: 'Más pályázata', code: 'EO-B', institutions: [b.id] }, select: { id: true } });
    expect((await created(contract({ tender: own.id }))).tender).toMatchObject({ id: own.id });
    const res = await post(contract({ tender: other.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ tender: ['Nem létező elem.'] });
  });
});

describe('education other contracts: a closed school takes no new contract', () => {
  it("refuses it with the spec's message; an old contract of it stays readable", async () => {
    const prisma = server.services.prisma;
    const centre = await prisma.institution.findFirstOrThrow({ where: { parent_id: null }, select: { id: true } });
    const closed = (await prisma.institution.create({ data: { name: 'Bezárt Iskola', unit_code: '096', parent_id: centre.id }, select: { id: true } })).id;
    const old = await created(contract({ institution: closed }), 'tanugy');
    await prisma.institution.update({ where: { id: closed }, data: { is_active: false }, select: { id: true } });
    const res = await post(contract({ institution: closed }), 'tanugy');
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().institution).toEqual(['Ez az intézmény már nem választható új szerződéshez.']);
    expect((await server.app.inject({ method: 'GET', url: `${base}/${old.id}/`, headers: as('tanugy') })).statusCode).toBe(200);
  });
});
