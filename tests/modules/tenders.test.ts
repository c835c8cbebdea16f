// Tenders (/api/palyazatok/): closing one (then commitments refuse it), amount_stat against
// hand-computed sums (exact, only approved and in-progress commitments), and who sees which.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { contractFixture as commitmentFixture } from '../../server/src/modules/finance/commitments/contract-fixture.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/palyazatok';
const school: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['penzugy', 'igenylo.a', 'igenylo.b']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const i of await server.services.prisma.institution.findMany({ select: { id: true, unit_code: true } })) school[i.unit_code] = i.id;
});

const get = (url: string, who = 'penzugy') => server.app.inject({ method: 'GET', url, headers: as(who) });
const post = (url: string, body: object, who = 'penzugy') => server.app.inject({ method: 'POST', url, headers: as(who), payload: body });

const tender = (over: object = {}) => ({
  name: 'Teszt pályázat',
  code: `TESZT-${Math.random().toString(36).slice(2, 8)}`,
  institutions: [school['001']],
  amount: 1_000_000,
  ...over,
});

async function create(over: object = {}) {
  const res = await post(`${base}/`, tender(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

let serial = 900;

/** A commitment of school 001 charged to the tender, then put in `state` with its cost and approved cost (the flow is not under test). */
async function charge(tenderId: number, state: string, cost: string, approved_cost: string | null = null) {
  const res = await post(
    '/api/kotelezettsegvallalas/',
    { ...commitmentFixture.create({ serial: serial++, institution: school['001'] }), tender: tenderId },
    'igenylo.a',
  );
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: number }>();
  await server.services.prisma.commitment.update({ where: { id }, data: { cost, approved_cost } });
  await server.services.prisma.case.update({ where: { id }, data: { state } });
}

describe('tenders: close', () => {
  it('closes once, then refuses changes and commitments refuse the tender', async () => {
    const id = await create();
    expect((await post(`${base}/${id}/lezar/`, {}, 'igenylo.a')).statusCode).toBe(403);
    const closed = await post(`${base}/${id}/lezar/`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ closed: true, can_close: false, can_edit: false });
    expect((await post(`${base}/${id}/lezar/`, {})).json()).toEqual({ non_field_errors: ['A pályázat már le van zárva.'] });
    const put = await server.app.inject({ method: 'PUT', url: `${base}/${id}/`, headers: as('penzugy'), payload: tender({ name: 'Más' }) });
    expect(put.statusCode).toBe(400);

    const commitment = { ...commitmentFixture.create({ serial: 991, institution: school['001'] }), tender: id };
    const refused = await post('/api/kotelezettsegvallalas/', commitment, 'igenylo.a');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ tender: ['Lezárt pályázat nem választható.'] });
  });
});

describe('tenders: amount_stat', () => {
  it('sums exactly (hand-computed): approved costs (or the cost when none), in-progress costs; cancelled and storno count nowhere', async () => {
    const id = await create({ amount: 1_000_000.1 });
    expect((await get(`${base}/${id}/amount_stat/`)).json()).toEqual({ used_money: 0, pending: 0, remaining: 1_000_000.1 });
    await charge(id, 'closed_positive', '171000', '0.10');
    await charge(id, 'closed_positive', '250000', '0.20');
    // No approved cost: its cost counts.
    await charge(id, 'closed_positive', '64770');
    // In progress: the referent's approved cost where given, else the cost.
    await charge(id, 'under_checking', '250000', '200000');
    await charge(id, 'under_checking', '9700');
    // Not sent yet, rejected, storno, cancelled: nowhere.
    await charge(id, 'open', '1000');
    await charge(id, 'closed_negative', '2000');
    await charge(id, 'rolled_back', '189000', '189000');
    await charge(id, 'cancelled', '3000');
    const stat = (await get(`${base}/${id}/amount_stat/`)).json();
    // 1 000 000.10 − (0.10 + 0.20 + 64 770) − 209 700 = 725 529.80 (in floats 0.1 + 0.2 is not 0.3).
    expect(stat).toEqual({ used_money: 64_770.3, pending: 209_700, remaining: 725_529.8 });
    expect((await get(`${base}/${id}/`)).json()).toMatchObject({ amount_stat: stat });
  });
});

describe('tenders: scope', () => {
  it("a school reads its institutions' tenders and the school district's, not another school's", async () => {
    const ofA = await create({ institutions: [school['001']] });
    const district = await create({ institutions: [], school_district: true });
    expect((await get(`${base}/${ofA}/`, 'igenylo.a')).json()).toMatchObject({ can_edit: false, can_close: false });
    expect((await get(`${base}/${ofA}/`, 'igenylo.b')).statusCode).toBe(404);
    expect((await get(`${base}/${district}/`, 'igenylo.b')).statusCode).toBe(200);
    expect((await get(`${base}/${district}/amount_stat/`, 'igenylo.b')).json()).toEqual({ used_money: 0, pending: 0, remaining: 1_000_000 });
    expect((await get(`${base}/${ofA}/amount_stat/`, 'igenylo.b')).statusCode).toBe(404);
    const listed = (who: string) => get(`${base}/?limit=100`, who).then((r) => r.json<{ data: { id: number }[] }>().data.map((t) => t.id));
    expect(await listed('igenylo.b')).toEqual(expect.arrayContaining([district]));
    expect(await listed('igenylo.b')).not.toContain(ofA);
    expect(await listed('igenylo.a')).toEqual(expect.arrayContaining([ofA, district]));
  });

  it("mind/ offers open tenders as 'name - code', a record's own closed tender only when asked", async () => {
    const open = await create({ name: 'Nyitott', code: 'NYITOTT-1' });
    const closed = await create({ name: 'Lezárt', code: 'LEZART-1' });
    expect((await post(`${base}/${closed}/lezar/`, {})).statusCode).toBe(200);
    const names = (query: string) => get(`${base}/mind/${query}`, 'igenylo.a').then((r) => r.json<{ id: number; name: string }[]>());
    const offered = await names(`?institution=${school['001']}`);
    expect(offered).toContainEqual({ id: open, name: 'Nyitott - NYITOTT-1', closed: false });
    expect(offered.map((t) => t.id)).not.toContain(closed);
    expect(await names(`?institution=${school['002']}`)).not.toContainEqual(expect.objectContaining({ id: open }));
    expect(await names(`?tender_id=${closed}`)).toContainEqual({ id: closed, name: 'Lezárt - LEZART-1', closed: true });
  });

  it('only the keepers create; a tender needs an institution unless it is the school district’s', async () => {
    expect((await post(`${base}/`, tender(), 'igenylo.a')).statusCode).toBe(403);
    const res = await post(`${base}/`, tender({ institutions: [] }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['institutions']);
  });
});
