// The module kit's shared API (issue 10), for every module that exists: PUT takes the entity as
// GET answered it, list rows as spec 001 §3 lists them, the spec's shapes of questions, comment
// attachments and dates, order_by, static list names, the form-encoded lemond/, the partner
// path without its slash and the public system messages.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { readXlsx } from '../../server/src/export/xlsx.ts';
import { multipartBody } from '../workflow/multipart.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const commitments = '/api/kotelezettsegvallalas';
const reports = '/api/rendszerhibak';
const partners = '/api/partnerek';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'penzugy', 'kozpontipenzugy', 'rendszergazda']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

async function call(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return server.app.inject({ method, url, headers: as(who), ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function ok(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, status = 200) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json();
}

let costSerial = 127_000;
async function commitment(products = [{ name: 'Satupad', quantity: 1, unit: 'db', gross_price: costSerial++, vat: 1 }]) {
  return ok('igenylo.a', 'POST', `${commitments}/`, { subject: 'Tanműhelyi eszközök', financial_entry: 1, payment_type: 1, products }, 201);
}

async function decide(who: string, base: string, id: number, label: RegExp, answers: object = {}) {
  const option = (await ok(who, 'GET', `${base}/${id}/`)).current_step.options.find((o: { label: string }) => label.test(o.label));
  expect(option, `${who} sees ${label}`).toBeTruthy();
  return ok(who, 'POST', `${base}/${id}/donteshozas/`, { decision_option: option.id, answers });
}

async function approved() {
  const c = await commitment();
  await decide('igenylo.a', commitments, c.id, /Beküldés/);
  await decide('vezeto.a', commitments, c.id, /^Jóváhagyom/);
  await decide('penzugy', commitments, c.id, /^Megfelel/, { approved_cost: 120000 });
  await decide('kozpontipenzugy', commitments, c.id, /^Ellenjegyzem/);
  return c;
}

describe('PUT takes the entity as GET answered it', () => {
  it('commitments: the answer sent back changes nothing; product lines keep their ids', async () => {
    const c = await commitment([
      { name: 'Tükörfúrógép', quantity: 2, unit: 'db', gross_price: 127000, vat: 1 },
      { name: 'Fúrószár készlet', quantity: 1, unit: 'csomag', gross_price: 12700, vat: 1 },
    ]);
    const before = await ok('igenylo.a', 'GET', `${commitments}/${c.id}/`);
    expect(before.institution).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const after = await ok('igenylo.a', 'PUT', `${commitments}/${c.id}/`, before);
    expect(after).toEqual(before);
    expect(await ok('igenylo.a', 'GET', `${commitments}/${c.id}/`)).toEqual(before);

    const [drill, bits] = before.products;
    const changed = await ok('igenylo.a', 'PUT', `${commitments}/${c.id}/`, {
      ...before,
      products: [
        { ...drill, quantity: 3 },
        { name: 'Satu', quantity: 1, unit: 'db', gross_price: 5000, vat: 1 },
      ],
    });
    expect(changed.products.map((p: { id: number; name: string; quantity: number }) => [p.name, p.quantity])).toEqual([
      ['Tükörfúrógép', 3],
      ['Satu', 1],
    ]);
    expect(changed.products[0].id).toBe(drill.id);
    expect(changed.products[1].id).not.toBe(bits.id);
    expect(await server.services.prisma.commitmentProduct.count({ where: { id: bits.id } })).toBe(0);
  });

  it('commitments: a product id of another record is refused', async () => {
    const other = await commitment();
    const c = await commitment();
    const before = await ok('igenylo.a', 'GET', `${commitments}/${c.id}/`);
    const res = await call('igenylo.a', 'PUT', `${commitments}/${c.id}/`, { ...before, products: [{ ...before.products[0], id: other.products[0].id }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().products).toEqual([`Ismeretlen tétel: ${other.products[0].id}.`]);
  });

  it('system error reports: the answer sent back changes nothing', async () => {
    const r = await ok('igenylo.a', 'POST', `${reports}/`, { title: 'Lassú a lista', description: 'A lista fél percig töltődik.', category: 1 }, 201);
    const before = await ok('igenylo.a', 'GET', `${reports}/${r.id}/`);
    expect(await ok('igenylo.a', 'PUT', `${reports}/${r.id}/`, before)).toEqual(before);
  });

  it('partners: the answer sent back changes nothing', async () => {
    const p = await ok(
      'penzugy',
      'POST',
      `${partners}/`,
      { name: 'Visszaküldött Kft.', tax_id: '31234568-2-09', address: { city: 'Debrecen', zip_code: '4024', valid_till: '2027-01-31' } },
      201,
    );
    const before = await ok('penzugy', 'GET', `${partners}/${p.id}/`);
    expect(await ok('penzugy', 'PUT', `${partners}/${p.id}/`, before)).toEqual(before);
  });

  it('a field that is neither writable nor answered is still a 400', async () => {
    const c = await commitment();
    const r = await ok('igenylo.a', 'POST', `${reports}/`, { title: 'Ismeretlen mező', description: 'Ellenőrzés: ismeretlen mező.' }, 201);
    const p = await ok('penzugy', 'POST', `${partners}/`, { name: 'Ismeretlen mező Kft.', tax_id: '31234575-2-09' }, 201);
    for (const [who, url] of [
      ['igenylo.a', `${commitments}/${c.id}/`],
      ['igenylo.a', `${reports}/${r.id}/`],
      ['penzugy', `${partners}/${p.id}/`],
    ]) {
      const answered = await ok(who, 'GET', url);
      const res = await call(who, 'PUT', url, { ...answered, bogus: 1 });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ bogus: ['Ismeretlen mező.'] });
    }
    const before = await ok('igenylo.a', 'GET', `${commitments}/${c.id}/`);
    const nested = await call('igenylo.a', 'PUT', `${commitments}/${c.id}/`, { ...before, products: [{ ...before.products[0], colour: 'piros' }] });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ 'products.0.colour': ['Ismeretlen mező.'] });
  });
});

describe('list rows (spec 001 §3: id, current_step, decisions, state, waiting_for)', () => {
  it('carry the decisions and the current step as details do', async () => {
    const c = await commitment();
    await decide('igenylo.a', commitments, c.id, /Beküldés/);
    const row = (await ok('vezeto.a', 'GET', `${commitments}/?waiting_for_me=true&limit=100`)).data.find((r: { id: number }) => r.id === c.id);
    const detail = await ok('vezeto.a', 'GET', `${commitments}/${c.id}/`);
    expect(row).toMatchObject({ id: c.id, state: 'under_checking', waiting_for: detail.waiting_for });
    expect(row.current_step).toEqual(detail.current_step);
    expect(row.current_step).toMatchObject({
      name: 'Intézményvezetői jóváhagyás',
      user: { id: expect.any(Number), name: expect.any(String) },
      group: null,
      substitutors: expect.any(Array),
    });
    expect(row.current_step.options.length).toBeGreaterThan(0);
    expect(row.decisions).toEqual(detail.decisions);
    expect(row.decisions).toHaveLength(1);
    expect(row.decisions[0]).toMatchObject({ user: 'Nagy Eszter', verification_step: 'Igénylés', decision: 'positive' });
  });

  it('questions carry their default (null when the flow sets none)', async () => {
    const c = await commitment();
    await decide('igenylo.a', commitments, c.id, /Beküldés/);
    const options = (await ok('vezeto.a', 'GET', `${commitments}/${c.id}/`)).current_step.options;
    const reject = options.find((o: { label: string }) => /^Elutasítom/.test(o.label));
    expect(reject.questions[0]).toEqual({
      codename: 'reason',
      type: 'text',
      label: 'Indoklás',
      required: true,
      default: null,
      choices: [],
      columns: [],
      list: null,
      format: null,
    });
  });
});

describe('shapes of spec 000 §3 and §5', () => {
  it('comment attachments are {name, file}', async () => {
    const r = await ok('igenylo.a', 'POST', `${reports}/`, { title: 'Melléklettel', description: 'Képernyőkép a hibáról.' }, 201);
    const { payload, contentType } = await multipartBody({ content: 'Csatolom' }, { attachment: { filename: 'kep.txt', data: 'kép', type: 'text/plain' } });
    const res = await server.app.inject({
      method: 'POST',
      url: `${reports}/${r.id}/uj-komment/`,
      headers: { ...as('igenylo.a'), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [comment] = (await ok('igenylo.a', 'GET', `${reports}/${r.id}/`)).comments;
    expect(comment.attachments).toEqual([{ name: 'kep.txt', file: expect.stringMatching(/^\/api\/mellekletek\/\d+\/letoltes\/$/) }]);
    const download = await server.app.inject({ method: 'GET', url: comment.attachments[0].file, headers: as('igenylo.a') });
    expect(download.statusCode).toBe(200);
  });

  it('lemond/ takes a url-encoded form; cancellation_date answers YYYY-MM-DD', async () => {
    const c = await approved();
    const res = await server.app.inject({
      method: 'POST',
      url: `${commitments}/${c.id}/lemond/`,
      headers: { ...as('igenylo.a'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cancellation_date=2026-12-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'cancelled', cancellation_date: '2026-12-31' });
    expect((await ok('igenylo.a', 'GET', `${commitments}/${c.id}/`)).cancellation_date).toBe('2026-12-31');
  });
});

describe('order_by', () => {
  it('sorts by an allowed column, - for descending, and refuses an unknown one', async () => {
    const cheap = await commitment([{ name: 'Olcsó', quantity: 1, unit: 'db', gross_price: 10, vat: 1 }]);
    const dear = await commitment([{ name: 'Drága', quantity: 1, unit: 'db', gross_price: 9_000_000, vat: 1 }]);
    const ascending = (await ok('igenylo.a', 'GET', `${commitments}/?order_by=cost&limit=100`)).data.map((r: { cost: number }) => r.cost);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect((await ok('igenylo.a', 'GET', `${commitments}/?order_by=cost&limit=1`)).data[0].id).toBe(cheap.id);
    expect((await ok('igenylo.a', 'GET', `${commitments}/?order_by=-cost&limit=1`)).data[0].id).toBe(dear.id);
    for (const url of [
      `${commitments}/?order_by=bogus`,
      `${commitments}/export/?order_by=-bogus`,
      `${reports}/?order_by=cost`,
      `${partners}/?order_by=password`,
    ]) {
      const res = await call('penzugy', 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().order_by, url).toEqual([expect.stringContaining('Ismeretlen rendezési mező')]);
    }
    const names = (await ok('penzugy', 'GET', `${partners}/?order_by=-name&limit=100`)).data.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a, 'hu')));
  });
});

describe('static list values by name', () => {
  it('list rows answer {id, name}; the export shows the name', async () => {
    const categories = (await ok('igenylo.a', 'GET', `${reports}/szurok/`)).category.choices as { value: number; label: string }[];
    const category = categories[0];
    const r = await ok(
      'igenylo.a',
      'POST',
      `${reports}/`,
      { title: 'Kategória névvel', description: 'A kategória neve látszik.', category: category.value },
      201,
    );
    const row = (await ok('igenylo.a', 'GET', `${reports}/?q=${encodeURIComponent('Kategória névvel')}`)).data.find((x: { id: number }) => x.id === r.id);
    expect(row.category).toEqual({ id: category.value, name: category.label });
    const exported = await call('igenylo.a', 'GET', `${reports}/export/`);
    const [sheet] = await readXlsx(exported.rawPayload);
    const header = sheet.rows[0] as string[];
    const line = sheet.rows.find((x) => x[0] === r.id)!;
    expect(line[header.indexOf('Kategória')]).toBe(category.label);

    const c = await commitment();
    const data = (await ok('igenylo.a', 'GET', `${commitments}/export/`)).data.find((x: { id: number }) => x.id === c.id);
    expect(data.payment_type).toEqual({ id: 1, name: expect.any(String) });
    expect(data.payment_type.name).not.toBe('');
  });
});

describe('paths', () => {
  it('GET /api/partnerek/{id} answers without the trailing slash too', async () => {
    const p = await ok('penzugy', 'POST', `${partners}/`, { name: 'Perjel nélkül Bt.', tax_id: '31234582-2-09' }, 201);
    expect(await ok('penzugy', 'GET', `${partners}/${p.id}`)).toEqual(p);
  });

  it('the system messages need no login', async () => {
    const now = Date.now();
    await server.services.prisma.systemMessage.create({
      data: { title: 'Nyilvános', message: 'Karbantartás', valid_from: new Date(now - 60_000), valid_till: new Date(now + 3600_000) },
      select: { id: true },
    });
    const res = await server.app.inject({ method: 'GET', url: '/api/statikus-adatok/system_messages/' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((m: { title: string }) => m.title)).toContain('Nyilvános');
  });
});
