// Partners (/api/partnerek/), a plain module: list with q and paging, create, validation,
// update, get, xlsx export, the display name rule, and the module permission.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { readXlsx } from '../../server/src/export/xlsx.ts';
import { companyTaxCheckDigit } from '@etanker/shared/validation.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/partnerek';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'penzugy', 'hr', 'rendszergazda', 'olvaso']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

let taxSerial = 3000000;
/** A fresh valid tax id (7 digits, the NAV check digit - 1 - 2). */
const taxId = () => {
  const first7 = String(taxSerial++);
  return `${first7}${companyTaxCheckDigit(first7)}-2-09`;
};

const partner = (over: object = {}) => ({
  name: 'Kovács és Társa Kft.',
  note: '',
  tax_id: taxId(),
  phone: '+36 52 123 456',
  email: 'iroda@kovacstars.hu',
  address: { address_1: 'Kossuth utca 1.', city: 'Debrecen', zip_code: '4024' },
  bank_account_number: '11738008-20146371-00000008',
  ...over,
});

async function create(body: object, who = 'penzugy') {
  const res = await server.app.inject({ method: 'POST', url: `${base}/`, headers: as(who), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function list(query: string, who = 'penzugy') {
  const res = await server.app.inject({ method: 'GET', url: `${base}/?${query}`, headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number; name: string; display_name: string }[]; total: number }>();
}

describe('partners', () => {
  it('creates (201) and answers the documented shape', async () => {
    const body = partner({ note: 'Bútorszállító' });
    const p = await create(body);
    expect(p).toMatchObject({
      id: expect.any(Number),
      name: 'Kovács és Társa Kft.',
      note: 'Bútorszállító',
      tax_id: body.tax_id,
      tax_id_availability: 'available',
      email: 'iroda@kovacstars.hu',
      bank_account_number: '11738008-20146371-00000008',
      is_active: true,
      display_name: 'Kovács és Társa Kft. Bútorszállító',
      address: { address_1: 'Kossuth utca 1.', address_2: '', city: 'Debrecen', zip_code: '4024', country: 'Magyarország', valid_till: null },
    });
    const got = await server.app.inject({ method: 'GET', url: `${base}/${p.id}/`, headers: as('igenylo.a') });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ ...p, can_edit: false });
  });

  it('display name: name + note, else name + tax id, else the name', async () => {
    const withNote = await create(partner({ name: 'Alfa Kft.', note: 'Debreceni telephely' }));
    const withTax = await create(partner({ name: 'Béta Kft.' }));
    const foreign = await create(partner({ name: 'Gamma GmbH', tax_id: '', tax_id_availability: 'foreign' }));
    expect(withNote.display_name).toBe('Alfa Kft. Debreceni telephely');
    expect(withTax.display_name).toBe(`Béta Kft. ${withTax.tax_id}`);
    expect(foreign.display_name).toBe('Gamma GmbH');
  });

  it('q is accent- and case-insensitive: kovacs finds Kovács, FURO finds fúró', async () => {
    const p = await create(partner({ name: 'Kovács Fúrógép Bt.' }));
    for (const q of ['kovacs', 'KOVÁCS', 'furogep', 'Fúrógép Bt']) {
      const found = await list(`q=${encodeURIComponent(q)}&limit=100`);
      expect(
        found.data.map((r) => r.id),
        q,
      ).toContain(p.id);
      expect(
        found.data.map((r) => r.name),
        q,
      ).not.toContain('Hajdú Irodaszer Kft.');
    }
    expect((await list('q=nincsilyenpartner')).total).toBe(0);
  });

  it('pagination answers {data, total}; filters is_active and tax_id', async () => {
    await create(partner({ name: 'Lapozó 1 Kft.' }));
    await create(partner({ name: 'Lapozó 2 Kft.' }));
    const inactive = await create(partner({ name: 'Lapozó 3 Kft.', is_active: false }));
    const all = await list('q=lapozo&limit=2');
    expect(all.total).toBe(3);
    expect(all.data.map((r) => r.name)).toEqual(['Lapozó 1 Kft.', 'Lapozó 2 Kft.']);
    const second = await list('q=lapozo&limit=2&page=2');
    expect(second).toMatchObject({ total: 3, data: [{ name: 'Lapozó 3 Kft.' }] });
    expect((await list('q=lapozo&is_active=false')).data.map((r) => r.id)).toEqual([inactive.id]);
    expect((await list('q=lapozo&is_active=true')).total).toBe(2);
    expect((await list(`tax_id=${inactive.tax_id.slice(0, 8)}`)).data.map((r) => r.id)).toEqual([inactive.id]);
    expect((await server.app.inject({ method: 'GET', url: `${base}/?limit=101`, headers: as('penzugy') })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: `${base}/?is_active=talán`, headers: as('penzugy') })).statusCode).toBe(400);
    const filters = await server.app.inject({ method: 'GET', url: `${base}/szurok/`, headers: as('penzugy') });
    expect(filters.json().is_active).toEqual({ label: 'Aktív', type: 'bool' });
  });

  it('validation: bank account, e-mail, tax id format and duplicate, required fields', async () => {
    const cases: [object, string, string][] = [
      [partner({ bank_account_number: '1234' }), 'bank_account_number', 'Hibás bankszámlaszám'],
      [partner({ email: 'nem-email' }), 'email', 'Nem valós email!'],
      [partner({ tax_id: '1234' }), 'tax_id', 'Hibás adószám (formátum: 12345678-1-12).'],
      // The NAV check digit (the kit's company tax number, as other contracts check it): 3123456 → 8.
      [partner({ tax_id: '31234567-2-09' }), 'tax_id', 'Hibás adószám: a 8. számjegy (ellenőrző szám) nem egyezik.'],
      [partner({ tax_id: '' }), 'tax_id', 'Ez a mező nem lehet üres'],
      [partner({ name: ' ' }), 'name', 'Ez a mező nem lehet üres'],
      [partner({ address: { zip_code: '40245' } }), 'address.zip_code', 'Az irányítószám 4 számjegy.'],
      [partner({ address: { valid_till: '2026-13-40' } }), 'address.valid_till', 'Érvénytelen dátum, a helyes formátum: ÉÉÉÉ-HH-NN.'],
      [partner({ discount: 5 }), 'discount', 'Ismeretlen mező.'],
    ];
    const before = await server.services.prisma.partner.count();
    for (const [body, field, message] of cases) {
      const res = await server.app.inject({ method: 'POST', url: `${base}/`, headers: as('penzugy'), payload: body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()[field], res.body).toContain(message);
    }
    const existing = await create(partner());
    for (const duplicate of [existing.tax_id, existing.tax_id.replaceAll('-', '')]) {
      const res = await server.app.inject({ method: 'POST', url: `${base}/`, headers: as('penzugy'), payload: partner({ tax_id: duplicate }) });
      expect(res.statusCode, duplicate).toBe(400);
      expect(res.json().tax_id).toEqual(['Ezzel az adószámmal már létezik partner.']);
    }
    expect(await server.services.prisma.partner.count()).toBe(before + 1);
  });

  it("update: changes the partner, keeps its own tax id, refuses another partner's", async () => {
    const p = await create(partner({ name: 'Régi Név Kft.' }));
    const other = await create(partner());
    const put = await server.app.inject({
      method: 'PUT',
      url: `${base}/${p.id}/`,
      headers: as('penzugy'),
      payload: partner({ name: 'Új Név Kft.', tax_id: p.tax_id, note: 'Átnevezve' }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ id: p.id, name: 'Új Név Kft.', display_name: 'Új Név Kft. Átnevezve' });
    expect((await list('q=uj+nev')).data.map((r) => r.id)).toContain(p.id);
    expect((await list('q=regi+nev')).data.map((r) => r.id)).not.toContain(p.id);
    const clash = await server.app.inject({ method: 'PUT', url: `${base}/${p.id}/`, headers: as('penzugy'), payload: partner({ tax_id: other.tax_id }) });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().tax_id).toEqual(['Ezzel az adószámmal már létezik partner.']);
    const bad = await server.app.inject({ method: 'PUT', url: `${base}/${p.id}/`, headers: as('penzugy'), payload: partner({ email: 'rossz' }) });
    expect(bad.json()).toEqual({ email: ['Nem valós email!'] });
    expect((await server.app.inject({ method: 'PUT', url: `${base}/2147483000/`, headers: as('penzugy'), payload: partner() })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `${base}/2147483000/`, headers: as('penzugy') })).statusCode).toBe(404);
  });

  it('export: an xlsx of the filtered partners', async () => {
    const p = await create(partner({ name: 'Exportált Zöldség Kft.', note: 'Konyha' }));
    const res = await server.app.inject({ method: 'GET', url: `${base}/export/?q=exportalt+zoldseg`, headers: as('penzugy') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/partnerek_\d{4}-\d{2}-\d{2}\.xlsx/);
    const [sheet] = await readXlsx(res.rawPayload);
    const header = sheet.rows[0] as string[];
    expect(header).toEqual(expect.arrayContaining(['Azonosító', 'Név', 'Adószám', 'Bankszámlaszám', 'Aktív']));
    expect(sheet.rows.slice(1)).toHaveLength(1);
    const row = sheet.rows[1];
    expect(row[header.indexOf('Azonosító')]).toBe(p.id);
    expect(row[header.indexOf('Név')]).toBe('Exportált Zöldség Kft.');
    expect(row[header.indexOf('Aktív')]).toBe('Igen');
  });

  it('403 without partners.can_use_partners_module; read-only users cannot write; 401 without login', async () => {
    for (const who of ['hr', 'rendszergazda']) {
      for (const call of [
        { method: 'GET', url: `${base}/` },
        { method: 'GET', url: `${base}/1/` },
        { method: 'GET', url: `${base}/export/` },
        { method: 'GET', url: `${base}/szurok/` },
        { method: 'POST', url: `${base}/`, payload: partner() },
      ] as const) {
        const res = await server.app.inject({ ...call, headers: as(who) } as never);
        expect(res.statusCode, `${who} ${call.method} ${call.url}`).toBe(403);
        expect(res.json().detail).toBe('Nincs jogosultsága ehhez a művelethez.');
      }
    }
    const readonly = await server.app.inject({ method: 'POST', url: `${base}/`, headers: as('olvaso'), payload: partner() });
    expect(readonly.statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: `${base}/` })).statusCode).toBe(401);
  });

  it('partners are shared: school users of any school see them', async () => {
    const p = await create(partner({ name: 'Közös Partner Kft.' }));
    expect((await list('q=kozos+partner', 'igenylo.a')).data.map((r) => r.id)).toContain(p.id);
    expect((await list('q=kozos+partner', 'igenylo.b')).data.map((r) => r.id)).toContain(p.id);
  });
});
