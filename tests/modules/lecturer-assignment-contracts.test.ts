// Lecturer assignment contracts (/api/uj-oraadoi-megbizasok/, MODULES.md §3.26): the payment is
// the tasks' quantities × the rate in whole forints, exact; kitolt/ fills the lecturer from an HR
// file of the caller's scope only (another school's employee: 404); a closed school takes no new
// contract (the spec's message); valid_range_start/_end keep the contracts whose period overlaps;
// source_contract names an old contract (§3.25) of the contract's own school, origin says how it came to be.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/uj-oraadoi-megbizasok';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'hr']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const BIRTH = '1981-03-09';
const contract = (over: object = {}) => ({
  user: null,
  name: 'Teszt Óraadó',
  birth_date: BIRTH,
  birth_place: 'Debrecen',
  mothers_name: 'Teszt Anyja',
  tax_id: makeTaxId(BIRTH, 11),
  social_security_number: makeTaj(321),
  bank_name: 'OTP Bank Nyrt.',
  bank_account_number: makeBankAccount('1177301', 43),
  address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
  feor_number: 2,
  payment: 4333,
  start_date: '2031-09-01',
  end_date: '2032-01-31',
  tasks: [{ name: 'Matematika', planned_quantity: 1.5, final_quantity: null }],
  ...over,
});

const post = (body: object, who = 'igenylo.a') => server.app.inject({ method: 'POST', url: `${base}/`, headers: as(who), payload: body });
const get = (url: string, who = 'igenylo.a') => server.app.inject({ method: 'GET', url, headers: as(who) });
const userId = async (email: string) => (await server.services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
const created = async (body: object, who = 'igenylo.a') => {
  const res = await post(body, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; total_payment: number }>();
};

describe('lecturer contracts: the payment is exact whole forints', () => {
  it('rounds the sum of quantities × rate half up once: 1.5 × 4333 Ft = 6500 Ft', async () => {
    expect((await created(contract())).total_payment).toBe(6500);
  });

  it('sums many fractional lines without a float artefact, and follows the final quantities', async () => {
    // 0.1 + 0.2 hours as floats is 0.30000000000000004; × 10 lines × 4333 Ft.
    const tasks = Array.from({ length: 10 }, (_, i) => ({ name: `Óra ${i}`, planned_quantity: i % 2 ? 0.1 : 0.2, final_quantity: null }));
    const c = await created(contract({ tasks }));
    expect(c.total_payment).toBe(6500); // 1.5 hours
    const detail = (await get(`${base}/${c.id}/`)).json<{ tasks: { id: number; planned_quantity: number }[] }>();
    const certified = detail.tasks.map((t) => ({ ...t, final_quantity: 0.25 }));
    const put = await server.app.inject({ method: 'PUT', url: `${base}/${c.id}/`, headers: as('igenylo.a'), payload: { ...detail, tasks: certified } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ total_payment: number }>().total_payment).toBe(10_833); // 2.5 × 4333 = 10 832.5
  });

  it('refuses a rate that is not a whole forint, and more than 2 decimals of a quantity', async () => {
    expect((await post(contract({ payment: 4333.5 }))).statusCode).toBe(400);
    expect((await post(contract({ tasks: [{ name: 'x', planned_quantity: 1.125, final_quantity: null }] }))).statusCode).toBe(400);
  });
});

describe("lecturer contracts: kitolt/ within the caller's scope", () => {
  it("fills an own school's employee, the address as the address group", async () => {
    const anna = await userId('kiss.anna@dolgozo.etanker.local');
    const res = await get(`${base}/kitolt/?user_id=${anna}`);
    expect(res.statusCode, res.body).toBe(200);
    const person = res.json<Record<string, unknown>>();
    expect(person).toMatchObject({
      user: { id: anna, name: 'Kiss Anna' },
      name: 'Kiss Anna',
      birth_date: '1985-04-12',
      address: { zip_code: '4026', city: 'Debrecen' },
    });
    // The answer is a valid contract as it is.
    expect((await post(contract({ ...person, user: anna }))).statusCode).toBe(201);
  });

  it("answers 404 for another school's employee, and refuses linking one", async () => {
    const akos = await userId('szilagyi.akos@dolgozo.etanker.local');
    expect((await get(`${base}/kitolt/?user_id=${akos}`)).statusCode).toBe(404);
    const res = await post(contract({ user: akos }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().user).toEqual(['Ennek a dolgozónak az adatait nem láthatja.']);
  });
});

describe('lecturer contracts: a closed school takes no new contract', () => {
  it("refuses it with the spec's message; an old contract of it stays readable", async () => {
    const prisma = server.services.prisma;
    const centre = await prisma.institution.findFirstOrThrow({ where: { parent_id: null }, select: { id: true } });
    const closed = (await prisma.institution.create({ data: { name: 'Megszűnt Iskola', unit_code: '098', parent_id: centre.id }, select: { id: true } })).id;
    const old = await created(contract({ institution: closed }), 'hr');
    await prisma.institution.update({ where: { id: closed }, data: { is_active: false }, select: { id: true } });
    const res = await post(contract({ institution: closed }), 'hr');
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().institution).toEqual(['Ez az intézmény már nem választható új szerződéshez.']);
    expect((await get(`${base}/${old.id}/`, 'hr')).statusCode).toBe(200);
  });
});

describe('lecturer contracts: valid_range_start / valid_range_end', () => {
  it('keeps the contracts whose period overlaps the range, both days included', async () => {
    const spring = await created(contract({ start_date: '2033-02-01', end_date: '2033-06-15' }));
    const ids = async (query: string) => (await get(`${base}/?limit=75&${query}`)).json<{ data: { id: number }[] }>().data.map((r) => r.id);
    expect(await ids('valid_range_start=2033-06-15&valid_range_end=2033-09-01')).toContain(spring.id);
    expect(await ids('valid_range_start=2033-01-01&valid_range_end=2033-02-01')).toContain(spring.id);
    expect(await ids('valid_range_start=2033-06-16&valid_range_end=2033-09-01')).not.toContain(spring.id);
    expect(await ids('valid_range_start=2032-09-01&valid_range_end=2033-01-31')).not.toContain(spring.id);
  });
});

describe('lecturer contracts: origin and source_contract (the old contract it continues)', () => {
  const oldContract = async (who: string) => {
    const { user: _user, feor_number: _feor, ...person } = contract({ name: `Régi Óraadó ${who}` });
    const body = { ...person, tasks: [{ subject: 'Villamosságtan', hours: 10 }] };
    const res = await server.app.inject({ method: 'POST', url: '/api/oraadoi-megbizasok/', headers: as(who), payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; reference_number: string }>();
  };
  const errorsOf = (res: { json: <T>() => T }) => res.json<Record<string, string[]>>();
  const schoolOf = async (email: string) =>
    (await server.services.prisma.user.findUniqueOrThrow({ where: { email }, select: { institution_id: true } })).institution_id!;

  it("a new contract by default: origin 'new', no source; both answered by GET", async () => {
    const c = await created(contract());
    expect((await get(`${base}/${c.id}/`)).json()).toMatchObject({ origin: 'new', source_contract: null });
  });

  it('links an own old contract: GET answers it by reference number and name, PUT takes the answer back', async () => {
    const old = await oldContract('igenylo.a');
    const c = await created(contract({ origin: 'transfer', source_contract: old.id }));
    const detail = (await get(`${base}/${c.id}/`)).json<Record<string, unknown>>();
    expect(detail).toMatchObject({ origin: 'transfer', source_contract: { id: old.id, name: `${old.reference_number} - Régi Óraadó igenylo.a` } });
    const put = await server.app.inject({ method: 'PUT', url: `${base}/${c.id}/`, headers: as('igenylo.a'), payload: detail });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ origin: 'transfer', source_contract: { id: old.id } });
  });

  it('a deleted old contract leaves the new one without its link', async () => {
    const old = await oldContract('igenylo.a');
    const c = await created(contract({ origin: 'extension', source_contract: old.id }));
    const removed = await server.app.inject({ method: 'DELETE', url: `/api/oraadoi-megbizasok/${old.id}/`, headers: as('igenylo.a') });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await get(`${base}/${c.id}/`)).json()).toMatchObject({ origin: 'extension', source_contract: null });
  });

  it('a transferred contract names its old contract; an unknown origin is refused', async () => {
    const res = await post(contract({ origin: 'transfer' }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).source_contract).toEqual(['Régi megbízásból átvett szerződésnél meg kell adni a régi megbízást.']);
    expect(errorsOf(await post(contract({ origin: 'copy' }))).origin).toEqual(['Érvénytelen választás.']);
  });

  it("a school cannot link another school's old contract; the centre only one of the contract's own school", async () => {
    const otherSchools = await oldContract('igenylo.b');
    const res = await post(contract({ origin: 'extension', source_contract: otherSchools.id }));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).source_contract).toEqual(['Nem létező elem.']);
    const a = await schoolOf('igenylo.a@etanker.local');
    const b = await schoolOf('igenylo.b@etanker.local');
    const mixed = await post(contract({ institution: a, source_contract: otherSchools.id }), 'hr');
    expect(mixed.statusCode).toBe(400);
    expect(errorsOf(mixed).source_contract).toEqual(['A régi óraadói megbízás más intézményé.']);
    expect((await post(contract({ institution: b, source_contract: otherSchools.id }), 'hr')).statusCode).toBe(201);
  });
});
