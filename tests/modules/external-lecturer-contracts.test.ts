// Old external lecturer contracts (/api/oraadoi-megbizasok/, MODULES.md §3.25): a documented-only
// body gets the spec's defaults (state pending, criminal_record_state sent); meghosszabitas/
// makes the follow-up contract linked both ways, within the original's scope; delta_days_backward
// 0 refuses a start before today; mind/ answers the caller's contracts unpaged; a closed school
// takes no new contract.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/oraadoi-megbizasok';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'hr']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const BIRTH = '1970-01-15';
let serial = 500;
const contract = (over: object = {}) => ({
  name: 'Régi Óraadó',
  birth_date: BIRTH,
  birth_place: 'Eger',
  mothers_name: 'Régi Anyja',
  tax_id: makeTaxId(BIRTH, ++serial),
  social_security_number: makeTaj(serial),
  bank_name: 'OTP Bank Nyrt.',
  bank_account_number: makeBankAccount('1177301', serial),
  address: { zip_code: '3300', city: 'Eger', address_1: 'Dobó tér 1.' },
  payment: 4333,
  start_date: '2031-09-01',
  end_date: '2032-01-31',
  tasks: [{ subject: 'Anyagismeret', hours: 1.5 }],
  ...over,
});

const send = (method: 'POST' | 'PUT', url: string, body: object, who = 'igenylo.a') => server.app.inject({ method, url, headers: as(who), payload: body });
const get = (url: string, who = 'igenylo.a') => server.app.inject({ method: 'GET', url, headers: as(who) });
type TContract = {
  id: number;
  state: string;
  criminal_record_state: string;
  total_payment: number;
  original_contract: { id: number } | null;
  extensions: { id: number }[];
};
const created = async (body: object, who = 'igenylo.a') => {
  const res = await send('POST', `${base}/`, body, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TContract>();
};
const approve = (id: number) => server.services.prisma.case.update({ where: { id }, data: { state: 'closed_positive' }, select: { id: true } });

describe('old lecturer contracts: the spec defaults', () => {
  it('a documented-only body starts pending, its criminal record sent; the payment is exact', async () => {
    const c = await created(contract());
    expect(c).toMatchObject({ state: 'pending', criminal_record_state: 'sent', total_payment: 6500, original_contract: null, extensions: [] });
  });

  it('refuses a start before today (delta_days_backward 0)', async () => {
    const yesterday = formatDate(new Date(Date.now() - 86_400_000));
    const res = await send('POST', `${base}/`, contract({ start_date: yesterday }));
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().start_date).toEqual(['A kezdő dátum nem lehet a mai napnál korábbi.']);
  });
});

describe('old lecturer contracts: meghosszabitas/', () => {
  it('makes the follow-up contract, linked to the original both ways', async () => {
    const original = await created(contract());
    const early = await send('POST', `${base}/${original.id}/meghosszabitas/`, { start_date: '2032-02-01', end_date: '2032-06-15' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ non_field_errors: ['Csak jóváhagyott megbízás hosszabbítható meg.'] });
    await approve(original.id);
    const overlapping = await send('POST', `${base}/${original.id}/meghosszabitas/`, { start_date: '2032-01-31', end_date: '2032-06-15' });
    expect(overlapping.json()).toEqual({ start_date: ['A meghosszabbítás csak az eredeti szerződés záró dátuma után kezdődhet.'] });

    const res = await send('POST', `${base}/${original.id}/meghosszabitas/`, { start_date: '2032-02-01', end_date: '2032-06-15' });
    expect(res.statusCode, res.body).toBe(201);
    const extension = (await get(`${base}/${res.json<{ id: number }>().id}/`)).json<TContract & { start_date: string; tasks: { subject: string }[] }>();
    expect(extension).toMatchObject({ state: 'pending', start_date: '2032-02-01', total_payment: 6500, original_contract: { id: original.id } });
    expect(extension.tasks.map((t) => t.subject)).toEqual(['Anyagismeret']);
    expect((await get(`${base}/${original.id}/`)).json<TContract>().extensions).toMatchObject([
      { id: extension.id, start_date: '2032-02-01', end_date: '2032-06-15' },
    ]);
  });

  it("stays within the original's scope: another school neither extends nor reads it", async () => {
    const original = await created(contract());
    await approve(original.id);
    expect((await send('POST', `${base}/${original.id}/meghosszabitas/`, { start_date: '2032-02-01', end_date: '2032-06-15' }, 'igenylo.b')).statusCode).toBe(
      404,
    );
    const res = await send('POST', `${base}/${original.id}/meghosszabitas/`, { start_date: '2032-02-01', end_date: '2032-06-15' });
    const extension = res.json<{ id: number }>().id;
    expect((await get(`${base}/${extension}/`, 'igenylo.b')).statusCode).toBe(404);
    const mine = (await get(`${base}/mind/`)).json<{ id: number; original_contract: number | null }[]>();
    expect(mine).toContainEqual(expect.objectContaining({ id: extension, original_contract: original.id }));
    expect((await get(`${base}/mind/`, 'igenylo.b')).json<{ id: number }[]>().map((r) => r.id)).not.toContain(extension);
  });
});

describe('old lecturer contracts: a closed school takes no new contract', () => {
  it("refuses it with the spec's message; an old contract of it stays readable", async () => {
    const prisma = server.services.prisma;
    const centre = await prisma.institution.findFirstOrThrow({ where: { parent_id: null }, select: { id: true } });
    const closed = (await prisma.institution.create({ data: { name: 'Megszűnt Iskola', unit_code: '097', parent_id: centre.id }, select: { id: true } })).id;
    const old = await created(contract({ institution: closed }), 'hr');
    await prisma.institution.update({ where: { id: closed }, data: { is_active: false }, select: { id: true } });
    const res = await send('POST', `${base}/`, contract({ institution: closed }), 'hr');
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().institution).toEqual(['Ez az intézmény már nem választható új szerződéshez.']);
    expect((await get(`${base}/${old.id}/`, 'hr')).statusCode).toBe(200);
  });
});
