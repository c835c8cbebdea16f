// Contract library (/api/szerzodestar/): the money the server computes (exact, rounded to the
// forint, the yearly five-million rule), school_can_see, scope over the institution and the
// institutions list, copy, mind/ and referensek/.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from '../workflow/multipart.ts';
import { as as demoUser } from '../../prisma/seed/demo-records.ts';
import { seedDemoContractLibrary } from '../../server/src/modules/library/contract-library/demo.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const userId: Record<string, number> = {};
const school: Record<string, number> = {};
const base = '/api/szerzodestar';
const USERS = ['penzugy', 'igenylo.a', 'igenylo.b', 'vezeto.a', 'olvaso', 'hr'];

beforeAll(async () => {
  server = await startTestServer();
  for (const who of USERS) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const u of await server.services.prisma.user.findMany({ select: { id: true, email: true } })) userId[u.email.split('@')[0]] = u.id;
  for (const i of await server.services.prisma.institution.findMany({ select: { id: true, unit_code: true } })) school[i.unit_code] = i.id;
});

const as = (who: string) => authHeader(tokens[who]);
const get = (url: string, who = 'penzugy') => server.app.inject({ method: 'GET', url, headers: as(who) });
const post = (url: string, body: object, who = 'penzugy') => server.app.inject({ method: 'POST', url, headers: as(who), payload: body });
const put = (url: string, body: object, who = 'penzugy') => server.app.inject({ method: 'PUT', url, headers: as(who), payload: body });

let serial = 0;
const contract = (over: object = {}) => ({
  reference_number: `T/${++serial}`,
  title: `Teszt szerződés ${serial}`,
  type: 3,
  institution: school['001'],
  signing_date: '2026-01-10',
  start_date: '2026-02-01',
  end_date: '2026-12-31',
  number_of_occurrences: 1,
  price: 0,
  ...over,
});

async function create(over: object = {}, who = 'penzugy') {
  const res = await post(`${base}/`, contract(over), who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Record<string, unknown> & { id: number }>();
}

const money = (r: Record<string, unknown>) => ({
  total_price: r.total_price,
  net_price: r.net_price,
  vat_price: r.vat_price,
  exceeds_five_million_per_year: r.exceeds_five_million_per_year,
});
const listIds = (who: string, query = '') => get(`${base}/?limit=100${query}`, who).then((r) => r.json<{ data: { id: number }[] }>().data.map((c) => c.id));

describe('contract library: computed money', () => {
  it('total = price × occurrences in whole forints (half up), net and VAT from the VAT key', async () => {
    // 1 234.50 × 3 = 3 703.50 → 3 704 Ft; net 3 704 / 1.27 = 2 916.54 → 2 917; VAT 787.
    const c = await create({ price: 1234.5, number_of_occurrences: 3, vat: 1 });
    expect(money(c)).toEqual({ total_price: 3704, net_price: 2917, vat_price: 787, exceeds_five_million_per_year: false });
    // 0 % VAT: net is the total.
    expect(money(await create({ price: 45_000, number_of_occurrences: 40, vat: 4 }))).toMatchObject({
      total_price: 1_800_000,
      net_price: 1_800_000,
      vat_price: 0,
    });
    // Other currencies keep cents and are not compared with the forint threshold.
    expect(money(await create({ price: 99_999.99, number_of_occurrences: 100, currency: 2 }))).toEqual({
      total_price: 9_999_999,
      net_price: 7_874_014.96,
      vat_price: 2_125_984.04,
      exceeds_five_million_per_year: false,
    });
  });

  it('five million a year: net, reached counts, a multi-year contract spread over its years', async () => {
    // Exactly 5 000 000 net (6 350 000 gross at 27 %) reaches the limit.
    expect((await create({ price: 6_350_000 })).exceeds_five_million_per_year).toBe(true);
    expect((await create({ price: 6_349_999 })).exceeds_five_million_per_year).toBe(false);
    // 28 000 000 gross = 22 047 244 net over 48 months: 5 511 811 a year.
    expect((await create({ price: 7_000_000, number_of_occurrences: 4, duration: 48, end_date: null })).exceeds_five_million_per_year).toBe(true);
    // Over 72 months: 3 674 541 a year.
    expect((await create({ price: 7_000_000, number_of_occurrences: 4, duration: 72, end_date: null })).exceeds_five_million_per_year).toBe(false);
    // Without duration the dates say it: 2026-01-01 … 2029-12-31 is 48 months.
    expect((await create({ price: 7_000_000, number_of_occurrences: 4, start_date: '2026-01-01', end_date: '2029-12-31' })).exceeds_five_million_per_year).toBe(
      true,
    );
    expect((await create({ price: 7_000_000, number_of_occurrences: 4, start_date: '2026-01-01', end_date: '2031-12-31' })).exceeds_five_million_per_year).toBe(
      false,
    );
    // A shorter or open-ended contract's whole value falls within one year.
    expect((await create({ price: 7_000_000, start_date: '2026-01-01', end_date: null })).exceeds_five_million_per_year).toBe(true);
  });

  it('PUT recomputes from the price; a total sent back is the server’s anyway; the list filters on it', async () => {
    const c = await create({ price: 100_000, number_of_occurrences: 12 });
    const res = await put(`${base}/${c.id}/`, { ...c, price: 500_000, total_price: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(money(res.json())).toEqual({ total_price: 6_000_000, net_price: 4_724_409, vat_price: 1_275_591, exceeds_five_million_per_year: false });
    expect(await listIds('penzugy', '&min_total_price=6000000&max_total_price=6000000')).toContain(c.id);
    expect(await listIds('penzugy', '&min_total_price=6000001')).not.toContain(c.id);
    const big = await create({ price: 650_000, number_of_occurrences: 12 });
    expect(await listIds('penzugy', '&five_million_limit=true')).toContain(big.id);
    expect(await listIds('penzugy', '&five_million_limit=true')).not.toContain(c.id);
  });

  it('refuses an end before the start and a price beyond the column, with Hungarian messages', async () => {
    const res = await post(`${base}/`, contract({ start_date: '2026-05-01', end_date: '2026-04-30' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ end_date: ['A hatály vége nem lehet korábbi a kezdeténél.'] });
    expect((await post(`${base}/`, contract({ price: 10_000_000_000 }))).statusCode).toBe(400);
  });
});

describe('contract library: who sees what', () => {
  it('school_can_see off: the school neither lists, reads nor picks it; the centre does', async () => {
    const hidden = await create({ school_can_see: false, reference_number: 'REJTETT/1' });
    const shown = await create();
    expect(await listIds('igenylo.a')).toEqual(expect.arrayContaining([shown.id]));
    expect(await listIds('igenylo.a')).not.toContain(hidden.id);
    expect((await get(`${base}/${hidden.id}/`, 'igenylo.a')).statusCode).toBe(404);
    expect((await get(`${base}/mind/`, 'igenylo.a')).json<{ id: number }[]>().map((c) => c.id)).not.toContain(hidden.id);
    expect((await get(`${base}/${hidden.id}/`, 'penzugy')).json()).toMatchObject({ school_can_see: false, can_edit: true });
  });

  it('only the centre hides an entry from the schools', async () => {
    const res = await post(`${base}/`, contract({ school_can_see: false }), 'igenylo.a');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ school_can_see: ['Csak a központ rejtheti el a szerződést az iskolák elől.'] });
  });

  it('a school reads the contracts of its institution and those listing it, not another school’s', async () => {
    const centres = await create({ institution: school['000'], institutions: [school['001']] });
    const ofB = await create({ institution: school['002'] });
    expect((await get(`${base}/${centres.id}/`, 'igenylo.a')).statusCode).toBe(200);
    expect((await get(`${base}/${centres.id}/`, 'igenylo.b')).statusCode).toBe(404);
    expect((await get(`${base}/${ofB.id}/`, 'igenylo.a')).statusCode).toBe(404);
    expect((await put(`${base}/${ofB.id}/`, ofB, 'igenylo.a')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'DELETE', url: `${base}/${ofB.id}/`, headers: as('igenylo.a') })).statusCode).toBe(404);
    expect(await listIds('igenylo.a', `&institution=${school['001']}`)).toContain(centres.id);
    expect(await listIds('penzugy', `&institution=${school['002']}`)).not.toContain(centres.id);
    // A school records only for its own institutions.
    const outside = await post(`${base}/`, contract({ institutions: [school['002']] }), 'igenylo.a');
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json())).toEqual(['institutions']);
  });
});

describe('contract library: copy, mind/, referensek/', () => {
  it('copies every field but the reference number, recorded by the copier; not for the read-only user', async () => {
    const source = await create({ price: 200_000, number_of_occurrences: 6, partners: [1], note: 'Eredeti' }, 'igenylo.a');
    expect((await post(`${base}/${source.id}/masolas/`, {}, 'olvaso')).statusCode).toBe(403);
    const res = await post(`${base}/${source.id}/masolas/`, {}, 'vezeto.a');
    expect(res.statusCode, res.body).toBe(201);
    const copy = (await get(`${base}/${res.json<{ id: number }>().id}/`, 'vezeto.a')).json<Record<string, unknown>>();
    expect(source.reference_number).not.toBe('');
    expect(copy.reference_number).toBe('');
    expect(source.creator).toMatchObject({ id: userId['igenylo.a'] });
    expect(copy.creator).toMatchObject({ id: userId['vezeto.a'] });
    const fields = ({ id: _id, reference_number: _ref, creator: _creator, ...rest }: Record<string, unknown>) => rest;
    expect(fields(copy)).toEqual(fields(source));
  });

  it('a school may not copy a contract into an institution it cannot record for', async () => {
    const centres = await create({ institution: school['000'], institutions: [school['001']] });
    const res = await post(`${base}/${centres.id}/masolas/`, {}, 'igenylo.a');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['institution']);
  });

  it("mind/ answers {id, name} with name 'reference_number - title', in scope, narrowed by the list's filters", async () => {
    const withRef = await create({ reference_number: 'MIND/1', title: 'Fénymásoló bérlet', type: 5 });
    const withoutRef = await create({ reference_number: '', title: 'Iktatás nélküli' });
    const all = (await get(`${base}/mind/`, 'igenylo.a')).json<Record<string, unknown>[]>();
    expect(all).toContainEqual({ id: withRef.id, name: 'MIND/1 - Fénymásoló bérlet' });
    expect(all).toContainEqual({ id: withoutRef.id, name: 'Iktatás nélküli' });
    const leases = (await get(`${base}/mind/?type=5`, 'igenylo.a')).json<{ id: number }[]>().map((c) => c.id);
    expect(leases).toContain(withRef.id);
    expect(leases).not.toContain(withoutRef.id);
    expect((await get(`${base}/mind/`, 'igenylo.b')).json<{ id: number }[]>().map((c) => c.id)).not.toContain(withRef.id);
  });

  it('referensek/: active, not read-only holders of the module in the caller’s scope; the handler must be one', async () => {
    const names = async (who: string) => (await get(`${base}/referensek/`, who)).json<{ id: number }[]>().map((u) => u.id);
    const ofA = await names('igenylo.a');
    expect(ofA).toEqual(expect.arrayContaining([userId['igenylo.a'], userId['vezeto.a']]));
    for (const outsider of ['igenylo.b', 'olvaso', 'hr']) expect(ofA).not.toContain(userId[outsider]);
    expect(await names('penzugy')).toEqual(expect.arrayContaining([userId['igenylo.a'], userId['igenylo.b'], userId['penzugy']]));
    expect((await get(`${base}/referensek/`, 'hr')).statusCode).toBe(403);

    // Another school's person is unknown to the writer (issue 22 §3); a person it reads who is no referent is refused as such.
    const unknown = await post(`${base}/`, contract({ handler: userId['igenylo.b'] }), 'igenylo.a');
    expect(unknown.json()).toEqual({ handler: ['Nem létező elem.'] });
    const refused = await post(`${base}/`, contract({ handler: userId['hr'] }), 'igenylo.a');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ handler: ['Ez a felhasználó nem választható referensnek.'] });
    const c = await create({ handler: userId['vezeto.a'] }, 'igenylo.a');
    expect(c.handler).toEqual({ id: userId['vezeto.a'], name: expect.any(String) });
    expect(await listIds('igenylo.a', `&handler=${userId['vezeto.a']}`)).toContain(c.id);
    // The centre named a handler the school could not pick: the school's PUT of the unchanged record stands.
    const byCentre = await create({ handler: userId['penzugy'] });
    expect((await put(`${base}/${byCentre.id}/`, byCentre, 'igenylo.a')).statusCode).toBe(200);
  });
});

describe('contract library: attachments', () => {
  async function upload(id: number, who: string) {
    const { payload, contentType } = await multipartBody(
      { name: 'Aláírt példány' },
      { document: { filename: 'szerzodes.txt', data: 'Szerződés', type: 'text/plain' } },
    );
    return server.app.inject({ method: 'POST', url: `${base}/${id}/uj-melleklet/`, headers: { ...as(who), 'content-type': contentType }, payload });
  }
  const unseen = (who: string) => listIds(who, '&has_unseen_attachment=true');

  it('the centre uploads the signed copy: the school that recorded it is told until it reads it; another school cannot reach it', async () => {
    const c = await create({}, 'igenylo.a');
    expect((await upload(c.id, 'penzugy')).statusCode).toBe(201);
    expect((await upload(c.id, 'igenylo.b')).statusCode).toBe(404);
    expect((await upload(c.id, 'olvaso')).statusCode).toBe(403);
    expect(await unseen('igenylo.a')).toContain(c.id);
    const read = (await get(`${base}/${c.id}/`, 'igenylo.a')).json<{ attachments: { name: string }[] }>();
    expect(read.attachments.map((a) => a.name)).toEqual(['Aláírt példány']);
    expect(await unseen('igenylo.a')).not.toContain(c.id);
    // A copy starts without them.
    const copy = (await post(`${base}/${c.id}/masolas/`, {}, 'igenylo.a')).json<{ id: number }>();
    expect((await get(`${base}/${copy.id}/`, 'igenylo.a')).json()).toMatchObject({ attachments: [] });
  });
});

describe('contract library: demo data', () => {
  it('seeds contracts of the centre and both demo schools through the module, four above five million a year', async () => {
    const user = (who: string) => demoUser(server.services, `${who}@etanker.local`);
    const [centre, finance, schoolA, headB] = await Promise.all(['kozpontipenzugy', 'penzugy', 'igenylo.a', 'vezeto.b'].map(user));
    await server.services.prisma.libraryContract.deleteMany();
    await seedDemoContractLibrary(centre, { finance, schoolA, headB });
    const rows = await server.services.prisma.libraryContract.findMany({
      select: { title: true, institution_id: true, exceeds_five_million_per_year: true, school_can_see: true },
    });
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => r.institution_id))).toEqual(new Set([school['000'], school['001'], school['002']]));
    expect(
      rows
        .filter((r) => r.exceeds_five_million_per_year)
        .map((r) => r.title)
        .sort(),
    ).toEqual(['Informatikai rendszerüzemeltetés', 'Közétkeztetési szolgáltatás', 'Takarítási szolgáltatás a központ irodáiban', 'Villamosenergia-vásárlás']);
    const ofB = (await get(`${base}/?limit=100`, 'igenylo.b')).json<{ data: { title: string }[] }>().data.map((c) => c.title);
    expect(ofB).toEqual(expect.arrayContaining(['Közétkeztetési szolgáltatás', 'Informatikai rendszerüzemeltetés']));
    expect(ofB).not.toContain('Jogi képviselet munkaügyi perben');
  });
});
