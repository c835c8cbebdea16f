// Extra-teaching contracts (/api/tobblettanitasi-szerzodesek/, MODULES.md §3.30): the rate
// defaults to 3045 Ft an hour and the payment is the tasks' hours × the rate, exact; the period
// lies within one month; kitolt/ copies a teacher's HR file within the caller's scope only (the
// copy is the contract's own); mind/ answers one user's contracts within scope; a closed school
// takes no new contract.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/tobblettanitasi-szerzodesek';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'vezeto.a', 'hr']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const userId = async (email: string) => (await server.services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
const get = (url: string, who = 'igenylo.a') => server.app.inject({ method: 'GET', url, headers: as(who) });
const post = (body: object, who = 'igenylo.a') => server.app.inject({ method: 'POST', url: `${base}/`, headers: as(who), payload: body });

const BIRTH = '1983-05-20';
let anna: number;
const contract = (over: object = {}) => ({
  user: anna,
  name: 'Teszt Pedagógus',
  birth_date: BIRTH,
  birth_place: 'Debrecen',
  mothers_name: 'Teszt Anyja',
  tax_number: makeTaxId(BIRTH, 17),
  social_security_number: makeTaj(417),
  bank_account_number: makeBankAccount('1177301', 71),
  permanent_address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
  start_date: '2032-03-01',
  end_date: '2032-03-31',
  tasks: [{ name: 'Matematika helyettesítés', planned_quantity: 1.5, final_quantity: null }],
  ...over,
});
/** Takes the option of the contract's current step labelled `label`, as `who`. */
async function decide(id: number, who: string, label: string) {
  const step = (await get(`${base}/${id}/`, who)).json<{ current_step: { options: { id: number; label: string }[] } }>().current_step;
  const option = step.options.find((o) => o.label === label)!;
  const res = await server.app.inject({
    method: 'POST',
    url: `${base}/${id}/donteshozas/`,
    headers: as(who),
    payload: { decision_option: option.id, answers: {} },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const created = async (body: object, who = 'igenylo.a') => {
  const res = await post(body, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; payment: number; total_hours: number; total_payment: number; name: string }>();
};

beforeAll(async () => {
  anna = await userId('kiss.anna@dolgozo.etanker.local');
});

describe('extra-teaching contracts: the rate and the payment', () => {
  it('defaults the rate to 3045 Ft an hour; 1.5 hours pay 4568 Ft (4567.5 rounded half up once)', async () => {
    const c = await created(contract());
    expect(c).toMatchObject({ payment: 3045, total_hours: 1.5, total_payment: 4568 });
  });

  it('sums fractional hours without a float artefact and follows the hours held', async () => {
    const tasks = Array.from({ length: 10 }, (_, i) => ({ name: `Óra ${i}`, planned_quantity: i % 2 ? 0.1 : 0.2, final_quantity: null }));
    const c = await created(contract({ tasks, payment: 3333 }));
    expect(c).toMatchObject({ total_hours: 1.5, total_payment: 5000 }); // 1.5 × 3333 = 4999.5
    const detail = (await get(`${base}/${c.id}/`)).json<{ tasks: object[] }>();
    const held = detail.tasks.map((t) => ({ ...t, final_quantity: 0.25 }));
    const put = await server.app.inject({ method: 'PUT', url: `${base}/${c.id}/`, headers: as('igenylo.a'), payload: { ...detail, tasks: held } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ total_hours: 2.5, total_payment: 8333 }); // 2.5 × 3333 = 8332.5
  });

  it('refuses a period across two months, at end_date, in Hungarian', async () => {
    const res = await post(contract({ end_date: '2032-04-02' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().end_date[0]).toMatch(/egy naptári hónapon belül/);
  });
});

describe("extra-teaching contracts: kitolt/ within the caller's scope, a copy", () => {
  it("copies an own school's employee's file; editing the contract leaves the file alone", async () => {
    const res = await get(`${base}/kitolt/?user_id=${anna}`);
    expect(res.statusCode, res.body).toBe(200);
    const person = res.json<Record<string, unknown>>();
    expect(person).toMatchObject({ user: { id: anna, name: 'Kiss Anna' }, name: 'Kiss Anna', permanent_address: { city: 'Debrecen' } });
    const c = await created(contract({ ...person, user: anna, name: 'Kiss Anna Mária' }));
    expect(c.name).toBe('Kiss Anna Mária');
    expect((await server.services.prisma.user.findUniqueOrThrow({ where: { id: anna }, select: { name: true } })).name).toBe('Kiss Anna');
    expect((await get(`${base}/kitolt/?user_id=${anna}`)).json<{ name: string }>().name).toBe('Kiss Anna');
  });

  it("answers 404 for another school's employee and refuses a contract with them", async () => {
    const akos = await userId('szilagyi.akos@dolgozo.etanker.local');
    expect((await get(`${base}/kitolt/?user_id=${akos}`)).statusCode).toBe(404);
    const res = await post(contract({ user: akos }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().user).toEqual(['Ennek a dolgozónak az adatait nem láthatja.']);
  });
});

describe('extra-teaching contracts: mind/', () => {
  it("answers a user's contracts within scope, the closed ones with state=closed, a month's with year and month", async () => {
    const c = await created(contract({ start_date: '2032-05-01', end_date: '2032-05-31' }));
    const ids = async (query: string, who = 'igenylo.a') => {
      const res = await get(`${base}/mind/?user=${anna}${query}`, who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: number; state: string }[]>().map((r) => r.id);
    };
    expect(await ids('')).toContain(c.id);
    expect(await ids('&state=closed')).not.toContain(c.id);
    await decide(c.id, 'igenylo.a', 'Beküldés');
    await decide(c.id, 'vezeto.a', 'Jóváhagyom');
    expect(await ids('&state=closed')).toContain(c.id);
    expect(await ids('&year=2032&month=5')).toContain(c.id);
    expect(await ids('&year=2032&month=6')).not.toContain(c.id);
    // Another school sees none of school 001's contracts of this user.
    expect(await ids('', 'igenylo.b')).toEqual([]);
  });
});

describe('extra-teaching contracts: a closed school takes no new contract', () => {
  it("refuses it with the spec's message; an old contract of it stays readable", async () => {
    const prisma = server.services.prisma;
    const centre = await prisma.institution.findFirstOrThrow({ where: { parent_id: null }, select: { id: true } });
    const closed = (await prisma.institution.create({ data: { name: 'Megszűnt Iskola', unit_code: '097', parent_id: centre.id }, select: { id: true } })).id;
    const old = await created(contract({ institution: closed }), 'hr');
    await prisma.institution.update({ where: { id: closed }, data: { is_active: false }, select: { id: true } });
    const res = await post(contract({ institution: closed }), 'hr');
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().institution).toEqual(['Ez az intézmény már nem választható új szerződéshez.']);
    expect((await get(`${base}/${old.id}/`, 'hr')).statusCode).toBe(200);
  });
});
