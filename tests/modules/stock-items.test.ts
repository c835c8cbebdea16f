// Stock-taking: areas (/api/leltar-korzet/) within scope, stock items (/api/leltar/): the decision
// (donteshozas/) as multipart and as JSON, the quick "Ellenőrizve", the filters, PUT of the whole
// item, the five {code, name} classifications, and a school kept to its own items.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from '../workflow/multipart.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const schools: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'muszak', 'olvaso', 'hr']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const unit of ['001', '002'])
    schools[unit] = (await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: unit }, select: { id: true } })).id;
});

type TItem = Record<string, unknown> & { id: number; status: string; institution: { id: number }; area: { id: number; name: string } | null };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = 'igenylo.a') =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), ...(payload ? { payload } : {}) });

async function decideMultipart(id: number, fields: Record<string, string>, who = 'igenylo.a') {
  const body = await multipartBody(fields);
  return server.app.inject({
    method: 'POST',
    url: `/api/leltar/${id}/donteshozas/`,
    headers: { ...authHeader(tokens[who]), 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function newItem(over: object = {}): Promise<TItem> {
  const serial = Math.floor(Math.random() * 1e9);
  const res = await call('POST', '/api/leltar/', { stock_number: `T-${serial}`, name: 'Teszt monitor', ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TItem>();
}

describe('stock areas', () => {
  it('answer the caller school’s areas only; the centre reads every school’s', async () => {
    const mine = (await call('GET', '/api/leltar-korzet/')).json<{ institution: number; name: string }[]>();
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((a) => a.institution))).toEqual(new Set([schools['001']]));
    const all = (await call('GET', '/api/leltar-korzet/', undefined, 'muszak')).json<{ institution: number }[]>();
    expect(all.some((a) => a.institution === schools['002'])).toBe(true);
    expect((await call('GET', '/api/leltar-korzet/', undefined, 'hr')).statusCode).toBe(403);
  });
});

describe('stock items', () => {
  it('the demo register holds items in every status, with the five classifications as {code, name}', async () => {
    const { data } = (await call('GET', '/api/leltar/?limit=100')).json<{ data: TItem[] }>();
    expect(new Set(data.map((i) => i.status))).toEqual(new Set(['pending', 'found', 'missing', 'to_scrap']));
    const item = (await call('GET', `/api/leltar/${data[0].id}/`)).json<TItem>();
    for (const key of ['item_class', 'item_type', 'technical_group', 'statistic_category', 'property_qualification'])
      expect(item[key]).toEqual({ code: expect.any(String), name: expect.any(String) });
    expect(typeof item.base).toBe('number');
  });

  it('base defaults to 0, the institution to the writer’s, and a new item waits to be counted', async () => {
    const item = await newItem();
    expect(item).toMatchObject({ base: 0, status: 'pending', institution: { id: schools['001'] } });
  });

  it('a decision (multipart) sets the status and keeps the answers; the quick "Ellenőrizve" sends empty values and means found', async () => {
    const item = await newItem();
    const missing = await decideMultipart(item.id, { decision_option: 'missing', answers: JSON.stringify({ note: 'Nincs a helyén.' }) });
    expect(missing.statusCode, missing.body).toBe(200);
    expect(missing.json()).toMatchObject({
      id: item.id,
      status: 'missing',
      decision_option: 'missing',
      answers: { note: 'Nincs a helyén.' },
      decided_by: { id: expect.any(Number) },
    });
    const quick = await decideMultipart(item.id, { decision_option: '', answers: '' });
    expect(quick.statusCode, quick.body).toBe(200);
    expect(quick.json()).toMatchObject({ status: 'found', decision_option: '', answers: {} });
    const json = await call('POST', `/api/leltar/${item.id}/donteshozas/`, { decision_option: 'to_scrap', answers: {} });
    expect(json.json()).toMatchObject({ status: 'to_scrap' });
  });

  it('a bad option is a Hungarian 400; another school’s item a 404; a read-only user a 403', async () => {
    const item = await newItem();
    const bad = await decideMultipart(item.id, { decision_option: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('decision_option');
    expect((await decideMultipart(item.id, { decision_option: 'found' }, 'igenylo.b')).statusCode).toBe(404);
    expect((await call('GET', `/api/leltar/${item.id}/`, undefined, 'igenylo.b')).statusCode).toBe(404);
    expect((await call('PUT', `/api/leltar/${item.id}/`, item, 'igenylo.b')).statusCode).toBe(404);
    expect((await decideMultipart(item.id, { decision_option: 'found' }, 'olvaso')).statusCode).toBe(403);
    expect((await call('GET', `/api/leltar/${item.id}/`)).json()).toMatchObject({ status: 'pending' });
  });

  it('PUT takes the whole item back and answers it updated; an area of another school is refused', async () => {
    const item = await newItem();
    const updated = await call('PUT', `/api/leltar/${item.id}/`, { ...item, note: 'Új helyre került.', item_class: { code: '14', name: 'Bútor' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ note: 'Új helyre került.', item_class: { code: '14', name: 'Bútor' }, status: 'pending' });
    const foreignArea = await server.services.prisma.stockArea.findFirstOrThrow({ where: { institution_id: schools['002'] }, select: { id: true } });
    const refused = await call('PUT', `/api/leltar/${item.id}/`, { ...item, area: foreignArea.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('area');
  });

  it('a stock number is one item per school (with its sub id)', async () => {
    const item = await newItem();
    const again = await call('POST', '/api/leltar/', { stock_number: item.stock_number, name: 'Másik' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty('stock_number');
    expect((await call('POST', '/api/leltar/', { stock_number: item.stock_number, item_sub_id: '2', name: 'Tartozék' })).statusCode).toBe(201);
  });

  it('filters: status, area, area_institution, institution, waiting_for_me; a school never lists another’s items', async () => {
    const area = await server.services.prisma.stockArea.findFirstOrThrow({ where: { institution_id: schools['001'] }, select: { id: true } });
    const item = await newItem({ area: area.id });
    const ids = async (query: string, who = 'igenylo.a') =>
      (await call('GET', `/api/leltar/?limit=100&q=${String(item.stock_number)}&${query}`, undefined, who)).json<{ data: TItem[] }>().data.map((i) => i.id);
    expect(await ids('status=pending')).toContain(item.id);
    expect(await ids('status=found')).not.toContain(item.id);
    expect(await ids(`area=${area.id}`)).toContain(item.id);
    expect(await ids(`area_institution=${schools['001']}`)).toContain(item.id);
    expect(await ids(`area_institution=${schools['002']}`)).not.toContain(item.id);
    expect(await ids(`institution=${schools['001']}`)).toContain(item.id);
    expect(await ids('waiting_for_me=true')).toContain(item.id);
    await call('POST', `/api/leltar/${item.id}/donteshozas/`, { decision_option: '', answers: '' });
    expect(await ids('waiting_for_me=true')).not.toContain(item.id);
    expect(await ids('waiting_for_me=false')).toContain(item.id);
    const b = (await call('GET', '/api/leltar/?limit=100', undefined, 'igenylo.b')).json<{ data: TItem[] }>().data;
    expect(b.every((i) => i.institution.id === schools['002'])).toBe(true);
  });

  it('the export is a binary xlsx of the caller’s items', async () => {
    const res = await call('GET', '/api/leltar/export/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toContain('Leltári szám');
  });
});
