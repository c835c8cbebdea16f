// Preliminary exam contracts (/api/felveteli/, MODULES.md §3.33): the season defaults to 23_24;
// the tax id and TAJ carry their check digits; igazol/ certifies an approved contract once, by its
// own school, and the payment follows the certified papers in exact forints; kitolt/ fills the
// teacher from an HR file of the caller's scope only (a copy); a closed school takes no new
// contract; the export answers data (rows), the xlsx only on ?format=xlsx.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/felveteli';
const PEOPLE = ['igenylo.a', 'vezeto.a', 'tanugy', 'igenylo.b', 'olvaso'];

beforeAll(async () => {
  server = await startTestServer();
  for (const who of PEOPLE) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const BIRTH = '1978-10-05';
const exam = (over: object = {}) => ({
  name: 'Teszt Javító',
  birth_date: BIRTH,
  birth_place: 'Debrecen',
  mother_name: 'Teszt Anyja',
  tax_id: makeTaxId(BIRTH, 31),
  social_security_number: makeTaj(3131),
  bank_name: 'OTP Bank Nyrt.',
  bank_account_number: makeBankAccount('1177301', 3131),
  address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
  correction_count: 40,
  ...over,
});
const send = (method: 'GET' | 'POST' | 'PUT', url: string, who = 'igenylo.a', payload?: object) =>
  server.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });
const created = async (body: object) => {
  const res = await send('POST', `${base}/`, 'igenylo.a', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; season: string; total_payment: number; correction_fee: number; supervising_fee: number }>();
};
const decide = async (who: string, id: number, label: RegExp) => {
  const record = (await send('GET', `${base}/${id}/`, who)).json<{ current_step: { options: { id: number; label: string }[] } }>();
  const option = record.current_step.options.find((o) => label.test(o.label))!;
  const res = await send('POST', `${base}/${id}/donteshozas/`, who, { decision_option: option.id, answers: {} });
  expect(res.statusCode, res.body).toBe(200);
};
const approved = async (body: object) => {
  const { id } = await created(body);
  await decide('igenylo.a', id, /Beküldés/);
  await decide('vezeto.a', id, /^Jóváhagyom/);
  await decide('tanugy', id, /^Jóváhagyom/);
  return id;
};
const certify = (id: number, who: string, count: unknown) => send('POST', `${base}/${id}/igazol/`, who, { final_correction_count: count });

describe('preliminary exams: defaults and check digits', () => {
  it('defaults the season to 23_24 and prices the planned papers at the settings’ rates', async () => {
    const c = await created(exam());
    expect(c.season).toBe('23_24');
    expect(c.correction_fee).toBe(1200);
    expect(c.total_payment).toBe(40 * 1200);
    expect((await created(exam({ supervising_exam: true }))).total_payment).toBe(40 * 1200 + 9000);
  });

  it('refuses a wrong check digit of the tax id and the TAJ with the Hungarian message, and an unknown season', async () => {
    const flip = (v: string) => v.slice(0, -1) + ((Number(v.at(-1)) + 1) % 10);
    const bad = await send('POST', `${base}/`, 'igenylo.a', exam({ tax_id: flip(makeTaxId(BIRTH, 31)), social_security_number: flip(makeTaj(3131)) }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ tax_id: ['Hibás adóazonosító jel'], social_security_number: ['Hibás TAJ szám'] });
    expect((await send('POST', `${base}/`, 'igenylo.a', exam({ season: '19_20' }))).statusCode).toBe(400);
  });
});

describe('preliminary exams: igazol/', () => {
  it('is refused before approval (400), to the centre and a read-only user (403), to another school (404)', async () => {
    const { id } = await created(exam());
    expect((await certify(id, 'igenylo.a', 38)).json()).toMatchObject({ non_field_errors: ['Csak jóváhagyott megbízás teljesítése igazolható.'] });
    const done = await approved(exam());
    expect((await certify(done, 'tanugy', 38)).statusCode).toBe(403);
    expect((await certify(done, 'olvaso', 38)).statusCode).toBe(403);
    expect((await certify(done, 'igenylo.b', 38)).statusCode).toBe(404);
    expect((await certify(done, 'igenylo.a', -1)).statusCode).toBe(400);
    expect((await certify(done, 'igenylo.a', 2.5)).statusCode).toBe(400);
  });

  it('records the corrected papers once; the payment follows them exactly; a copy starts uncertified', async () => {
    const id = await approved(exam({ correction_count: 40, supervising_exam: true }));
    const res = await certify(id, 'vezeto.a', 37);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ final_correction_count: 37, total_payment: 37 * 1200 + 9000, certified_by: { name: expect.any(String) } });
    expect((await certify(id, 'igenylo.a', 39)).statusCode).toBe(400);
    const copy = (await send('POST', `${base}/${id}/masolas/`)).json<{ id: number }>();
    expect((await send('GET', `${base}/${copy.id}/`)).json()).toMatchObject({
      final_correction_count: null,
      certified_at: null,
      total_payment: 40 * 1200 + 9000,
    });
  });
});

describe("preliminary exams: kitolt/ within the caller's scope", () => {
  const userId = async (email: string) => (await server.services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;

  it("fills an own school's employee (mother_name, the address group); another school's is 404", async () => {
    const anna = await userId('kiss.anna@dolgozo.etanker.local');
    const res = await send('GET', `${base}/kitolt/?user_id=${anna}`);
    expect(res.statusCode, res.body).toBe(200);
    const person = res.json<Record<string, unknown>>();
    expect(person).toMatchObject({ user: { id: anna }, name: 'Kiss Anna', mother_name: 'Varga Mária', address: { city: 'Debrecen' } });
    // A copy: the contract's own name does not change the HR file.
    const c = await created(exam({ ...person, user: anna, name: 'Kiss Anna Mária' }));
    expect(c.id).toBeGreaterThan(0);
    expect((await server.services.prisma.user.findUniqueOrThrow({ where: { id: anna }, select: { name: true } })).name).toBe('Kiss Anna');
    const akos = await userId('szilagyi.akos@dolgozo.etanker.local');
    expect((await send('GET', `${base}/kitolt/?user_id=${akos}`)).statusCode).toBe(404);
    expect((await send('POST', `${base}/`, 'igenylo.a', exam({ user: akos }))).statusCode).toBe(400);
  });
});

describe('preliminary exams: a closed school', () => {
  it('takes no new contract, nor as the organizer; its old contract stays readable', async () => {
    const prisma = server.services.prisma;
    const centre = await prisma.institution.findFirstOrThrow({ where: { parent_id: null }, select: { id: true } });
    const closed = (await prisma.institution.create({ data: { name: 'Megszűnt Gimnázium', unit_code: '096', parent_id: centre.id }, select: { id: true } })).id;
    const old = await send('POST', `${base}/`, 'tanugy', exam({ institution: closed }));
    expect(old.statusCode, old.body).toBe(201);
    await prisma.institution.update({ where: { id: closed }, data: { is_active: false }, select: { id: true } });
    const message = ['Ez az intézmény már nem választható új szerződéshez.'];
    expect((await send('POST', `${base}/`, 'tanugy', exam({ institution: closed }))).json()).toMatchObject({ institution: message });
    expect((await send('POST', `${base}/`, 'igenylo.a', exam({ organizer_institution: closed }))).json()).toMatchObject({ organizer_institution: message });
    expect((await send('GET', `${base}/${old.json<{ id: number }>().id}/`, 'tanugy')).statusCode).toBe(200);
  });
});

describe('preliminary exams: the export is data, not a binary', () => {
  it('answers the rows as JSON, the xlsx only on ?format=xlsx', async () => {
    await created(exam({ name: 'Export Javító' }));
    const res = await send('GET', `${base}/export/?q=Export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const { data } = res.json<{ data: Record<string, unknown>[] }>();
    expect(data[0]).toMatchObject({ name: 'Export Javító', state_label: 'Elmentett', total_payment: 48_000 });
    const xlsx = await send('GET', `${base}/export/?format=xlsx`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
