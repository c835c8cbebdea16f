// Graduation exam contracts (/api/erettsegi/, MODULES.md §3.28) and the kit's exam contract rules
// they stand for: the season defaults to autumn_25_26; the payment is the planned values' until
// feladat-igazolas/ certifies the final values feladat/ recorded, then theirs (exact whole Ft);
// who may certify and when; kitolt/ within the caller's scope, a copy; no new contract at a closed school.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const base = '/api/erettsegi';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b', 'vezeto.b', 'hr']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const BIRTH = '1972-11-05';
const task = (over: object = {}) => ({
  type: 2,
  class_name: '12.A',
  students_count: 20,
  start_date: '2031-05-05',
  end_date: '2031-05-05',
  number_of_hours: 1.5,
  salary: 4333,
  ...over,
});
const contract = (over: object = {}) => ({
  user: null,
  name: 'Teszt Vizsgáztató',
  birth_date: BIRTH,
  birth_place: 'Debrecen',
  mothers_name: 'Teszt Anyja',
  tax_id: makeTaxId(BIRTH, 21),
  social_security_number: makeTaj(654),
  bank_name: 'OTP Bank Nyrt.',
  bank_account_number: makeBankAccount('1177301', 52),
  address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
  tasks: [task()],
  ...over,
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who = 'igenylo.a', payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), ...(payload ? { payload } : {}) });
type TContract = {
  id: number;
  total_payment: number;
  season: { id: number; name: string };
  tasks: ({ id: number } & Record<string, unknown>)[];
  certified_at: string | null;
};
const created = async (body: object, who = 'igenylo.a') => {
  const res = await send('POST', `${base}/`, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TContract>();
};
/** The flow is the engine's (kit tests); here the contract is simply approved. */
const approve = (id: number) =>
  server.services.prisma.case.update({ where: { id }, data: { state: 'closed_positive', current_step_id: null }, select: { id: true } });
const finals = (c: TContract, over: object = {}) => ({
  tasks: c.tasks.map((t) => ({ id: t.id, final_students_count: 19, final_number_of_hours: 2.25, final_contributor_salary: 0, final_salary: 4333, ...over })),
});
const userId = async (email: string) => (await server.services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;

describe('graduation contracts: the season', () => {
  it('defaults to autumn_25_26, which the list filters by its code', async () => {
    const c = await created(contract());
    expect(c.season).toEqual({ id: 3, name: '2025/2026. tanév, őszi vizsgaidőszak' });
    const ids = async (q: string) => (await send('GET', `${base}/?limit=75&${q}`)).json<{ data: { id: number }[] }>().data.map((r) => r.id);
    expect(await ids('season=autumn_25_26')).toContain(c.id);
    expect(await ids('season=spring_25_26')).not.toContain(c.id);
  });
});

describe('graduation contracts: certified final values make the payment', () => {
  it('pays the planned values, then exactly the certified final ones', async () => {
    // (1.5 + 0.1 + 0.2) h × 4 333 Ft = 7 799.4 → 7 799 Ft, rounded once (per line it would be 6 500 + 433 + 867 = 7 800;
    // 0.1 + 0.2 as floats is 0.30000000000000004), and the contributor's 1 000 Ft.
    const c = await created(contract({ tasks: [task(), task({ number_of_hours: 0.1, contributor_salary: 1000 }), task({ number_of_hours: 0.2 })] }));
    expect(c.total_payment).toBe(8799);
    await approve(c.id);
    const recorded = await send('POST', `${base}/${c.id}/feladat/`, 'igenylo.a', finals(c));
    expect(recorded.statusCode, recorded.body).toBe(200);
    // Recorded, not certified: the payment still follows the planned values.
    expect(recorded.json<TContract>().total_payment).toBe(8799);
    const certified = await send('POST', `${base}/${c.id}/feladat-igazolas/`, 'vezeto.a');
    expect(certified.statusCode, certified.body).toBe(200);
    // 3 × 2.25 h × 4 333 Ft = 29 247.75 → 29 248 Ft, the contributor's fee now its final 0.
    expect(certified.json<TContract>()).toMatchObject({ total_payment: 29_248 });
    expect(certified.json<TContract>().certified_at).not.toBeNull();
  });
});

describe('graduation contracts: feladat/ and feladat-igazolas/ permissions and states', () => {
  it('takes final values only of an approved contract, certified by its head once all are given', async () => {
    const c = await created(contract());
    const open = await send('POST', `${base}/${c.id}/feladat/`, 'igenylo.a', finals(c));
    expect(open.statusCode).toBe(400);
    expect(open.json<{ non_field_errors: string[] }>().non_field_errors).toEqual([
      'A tényleges adatok csak jóváhagyott szerződésnél rögzíthetők és igazolhatók.',
    ]);
    await approve(c.id);
    const early = await send('POST', `${base}/${c.id}/feladat-igazolas/`, 'vezeto.a');
    expect(early.json<{ non_field_errors: string[] }>().non_field_errors).toEqual(['Előbb rögzítse minden feladat tényleges adatait.']);
    expect((await send('POST', `${base}/${c.id}/feladat/`, 'igenylo.a', finals(c))).statusCode).toBe(200);
    // The requester records but does not certify; another school neither sees it nor its head certifies it.
    expect((await send('POST', `${base}/${c.id}/feladat-igazolas/`, 'igenylo.a')).statusCode).toBe(403);
    expect((await send('POST', `${base}/${c.id}/feladat-igazolas/`, 'vezeto.b')).statusCode).toBe(404);
    expect((await send('POST', `${base}/${c.id}/feladat/`, 'igenylo.b', finals(c))).statusCode).toBe(404);
    expect((await send('GET', `${base}/${c.id}/`, 'igenylo.a')).json<Record<string, boolean>>()).toMatchObject({
      can_record_finals: true,
      can_certify_finals: false,
    });
    expect((await send('POST', `${base}/${c.id}/feladat-igazolas/`, 'vezeto.a')).statusCode).toBe(200);
    const again = await send('POST', `${base}/${c.id}/feladat/`, 'igenylo.a', finals(c, { final_salary: 9999 }));
    expect(again.json<{ non_field_errors: string[] }>().non_field_errors).toEqual(['A tényleges adatok már igazolva vannak.']);
    expect((await send('POST', `${base}/${c.id}/feladat-igazolas/`, 'vezeto.a')).statusCode).toBe(400);
  });

  it("refuses another contract's task and a bad value with the field's message", async () => {
    const [a, b] = [await created(contract()), await created(contract())];
    await approve(a.id);
    const foreign = await send('POST', `${base}/${a.id}/feladat/`, 'igenylo.a', finals(b));
    expect(foreign.json<Record<string, string[]>>()['tasks.0.id']).toEqual(['A feladat nem ehhez a szerződéshez tartozik.']);
    const bad = await send('POST', `${base}/${a.id}/feladat/`, 'igenylo.a', finals(a, { final_number_of_hours: 1.125 }));
    expect(bad.statusCode).toBe(400);
  });
});

describe("graduation contracts: kitolt/ within the caller's scope", () => {
  it("fills an own school's employee as a copy; another school's is 404", async () => {
    const anna = await userId('kiss.anna@dolgozo.etanker.local');
    const res = await send('GET', `${base}/kitolt/?user_id=${anna}`);
    expect(res.statusCode, res.body).toBe(200);
    const person = res.json<Record<string, unknown>>();
    expect(person).toMatchObject({ user: { id: anna, name: 'Kiss Anna' }, name: 'Kiss Anna', address: { city: 'Debrecen' } });
    const c = await created(contract({ ...person, user: anna }));
    const detail = (await send('GET', `${base}/${c.id}/`)).json<Record<string, unknown>>();
    expect((await send('PUT', `${base}/${c.id}/`, 'igenylo.a', { ...detail, name: 'Kiss Anna Mária', bank_name: 'Másik Bank' })).statusCode).toBe(200);
    const file = await server.services.prisma.user.findUniqueOrThrow({ where: { id: anna }, select: { name: true } });
    expect(file.name).toBe('Kiss Anna');
    expect((await send('GET', `${base}/kitolt/?user_id=${anna}`)).json<{ name: string }>().name).toBe('Kiss Anna');
    const akos = await userId('szilagyi.akos@dolgozo.etanker.local');
    expect((await send('GET', `${base}/kitolt/?user_id=${akos}`)).statusCode).toBe(404);
    expect((await send('POST', `${base}/`, 'igenylo.a', contract({ user: akos }))).statusCode).toBe(400);
  });
});

describe('graduation contracts: a closed school takes no new contract', () => {
  it("refuses it with the spec's message; an old contract of it stays readable", async () => {
    const prisma = server.services.prisma;
    const centre = await prisma.institution.findFirstOrThrow({ where: { parent_id: null }, select: { id: true } });
    const closed = (await prisma.institution.create({ data: { name: 'Megszűnt Gimnázium', unit_code: '097', parent_id: centre.id }, select: { id: true } })).id;
    const old = await created(contract({ institution: closed }), 'hr');
    await prisma.institution.update({ where: { id: closed }, data: { is_active: false }, select: { id: true } });
    const res = await send('POST', `${base}/`, 'hr', contract({ institution: closed }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().institution).toEqual(['Ez az intézmény már nem választható új szerződéshez.']);
    expect((await send('GET', `${base}/${old.id}/`, 'hr')).statusCode).toBe(200);
  });
});
