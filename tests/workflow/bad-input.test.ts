// Bad input against the workflow REST calls: every answer is a 400/404/413 with a Hungarian
// body, never a 500, and the database is unchanged. The server runs with MAX_UPLOAD_MB=1.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from './multipart.ts';

let server: TTestServer;
let token: string;
let openId = 0;
let approvedOptionId = 0;
const base = '/api/kotelezettsegvallalas';
const valid = { subject: 'Projektor', financial_entry: 1, products: [{ name: 'Projektor', gross_price: 250000 }] };

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_UPLOAD_MB: '1' } });
  token = await login(server.app, 'igenylo.a@etanker.local');
  const created = await server.app.inject({ method: 'POST', url: `${base}/`, headers: authHeader(token), payload: valid });
  expect(created.statusCode, created.body).toBe(201);
  openId = created.json().id;
  approvedOptionId = created.json().current_step.options[0].id;
});

async function rowCounts() {
  const p = server.services.prisma;
  const [cases, decisions, comments, attachments, versions] = await Promise.all([
    p.case.count(),
    p.decision.count(),
    p.comment.count(),
    p.attachment.count(),
    p.case.aggregate({ _sum: { version: true } }),
  ]);
  return { cases, decisions, comments, attachments, versions: versions._sum.version };
}

interface TBadCall {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: () => Promise<{ payload: Buffer | string | object; contentType?: string }> | { payload: Buffer | string | object; contentType?: string };
  status: number;
  /** A field of the 400 body, or the exact detail / message. */
  field?: string;
  message?: string;
}

const json = (payload: object) => () => ({ payload });
const raw = (payload: string, contentType = 'application/json') => () => ({ payload, contentType });
const form = (fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = {}) => () => multipartBody(fields, files);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
const TOO_LARGE = 'A kérés túl nagy.';
const FILE_TOO_LARGE = 'A fájl túl nagy (legfeljebb 1 MB).';

const calls: TBadCall[] = [
  { name: 'malformed JSON', method: 'POST', url: () => `${base}/`, payload: raw('{"subject": '), status: 400, field: 'non_field_errors', message: 'Hibás JSON a kérésben.' },
  { name: 'JSON that is not an object', method: 'POST', url: () => `${base}/`, payload: raw('[1, 2]'), status: 400 },
  { name: 'wrong type: subject as number', method: 'POST', url: () => `${base}/`, payload: json({ ...valid, subject: 12 }), status: 400, field: 'subject' },
  { name: 'wrong type: products as string', method: 'POST', url: () => `${base}/`, payload: json({ ...valid, products: 'sok' }), status: 400, field: 'products' },
  { name: 'wrong type: price as text', method: 'POST', url: () => `${base}/`, payload: json({ ...valid, products: [{ name: 'X', gross_price: '100' }] }), status: 400, field: 'products.0.gross_price' },
  { name: 'unknown field', method: 'POST', url: () => `${base}/`, payload: json({ ...valid, hacked: true }), status: 400, field: 'hacked', message: 'Ismeretlen mező.' },
  { name: 'unknown field in an update', method: 'PUT', url: () => `${base}/${openId}/`, payload: json({ ...valid, hacked: true }), status: 400, field: 'hacked', message: 'Ismeretlen mező.' },
  { name: 'wrong type in an update', method: 'PUT', url: () => `${base}/${openId}/`, payload: json({ ...valid, products: [{ name: '', gross_price: 1 }] }), status: 400, field: 'products.0.name' },
  { name: 'oversized JSON body', method: 'POST', url: () => `${base}/`, payload: json({ ...valid, description: 'x'.repeat(1024 * 1024 + 10) }), status: 413, field: 'detail', message: TOO_LARGE },
  { name: 'unsupported content type', method: 'POST', url: () => `${base}/`, payload: raw('subject=x', 'text/xml'), status: 400 },
  { name: 'decision: option as text', method: 'POST', url: () => `${base}/${openId}/donteshozas/`, payload: json({ decision_option: 'első', answers: {} }), status: 400, field: 'decision_option' },
  { name: 'decision: answers not an object', method: 'POST', url: () => `${base}/${openId}/donteshozas/`, payload: json({ decision_option: approvedOptionId, answers: [1] }), status: 400, field: 'answers' },
  { name: 'decision: unknown field', method: 'POST', url: () => `${base}/${openId}/donteshozas/`, payload: json({ decision_option: approvedOptionId, force: true }), status: 400, field: 'force' },
  { name: 'decision: multipart data not JSON', method: 'POST', url: () => `${base}/${openId}/donteshozas/`, payload: form({ data: '{decision' }), status: 400, field: 'data', message: 'Hibás JSON.' },
  { name: 'decision: oversized file', method: 'POST', url: () => `${base}/${openId}/donteshozas/`, payload: form({ decision_option: '1' }, { scan: { filename: 'nagy.txt', data: 'a'.repeat(1024 * 1024 + 100) } }), status: 413, field: 'detail', message: FILE_TOO_LARGE },
  { name: 'comment: empty content', method: 'POST', url: () => `${base}/${openId}/uj-komment/`, payload: json({ content: '   ' }), status: 400, field: 'content', message: 'Ez a mező nem lehet üres' },
  { name: 'comment: flag of the wrong type', method: 'POST', url: () => `${base}/${openId}/uj-komment/`, payload: json({ content: 'x', important: 'talán' }), status: 400, field: 'important' },
  { name: 'comment: forbidden attachment (HTML)', method: 'POST', url: () => `${base}/${openId}/uj-komment/`, payload: form({ content: 'Itt a fájl' }, { attachment: { filename: 'oldal.html', data: '<html><body>x</body></html>', type: 'text/html' } }), status: 400, message: 'Nem engedélyezett fájltípus.' },
  { name: 'attachment: forbidden type (HTML)', method: 'POST', url: () => `${base}/${openId}/uj-melleklet/`, payload: form({ name: 'Oldal' }, { document: { filename: 'oldal.txt', data: '<script>alert(1)</script>', type: 'text/plain' } }), status: 400, field: 'document', message: 'Nem engedélyezett fájltípus.' },
  { name: 'attachment: forbidden type (ELF)', method: 'POST', url: () => `${base}/${openId}/uj-melleklet/`, payload: form({ name: 'Program' }, { document: { filename: 'szamla.pdf', data: elf, type: 'application/pdf' } }), status: 400, field: 'document', message: 'Nem engedélyezett fájltípus.' },
  { name: 'attachment: empty file', method: 'POST', url: () => `${base}/${openId}/uj-melleklet/`, payload: form({ name: 'Üres' }, { document: { filename: 'ures.txt', data: '' } }), status: 400, field: 'document' },
  { name: 'attachment: no file', method: 'POST', url: () => `${base}/${openId}/uj-melleklet/`, payload: form({ name: 'Semmi' }), status: 400, field: 'document', message: 'Ez a mező nem lehet üres' },
  { name: 'attachment: oversized file', method: 'POST', url: () => `${base}/${openId}/uj-melleklet/`, payload: form({ name: 'Nagy' }, { document: { filename: 'nagy.txt', data: 'a'.repeat(1024 * 1024 + 100) } }), status: 413, field: 'detail', message: FILE_TOO_LARGE },
  {
    name: 'attachment: broken multipart boundary',
    method: 'POST',
    url: () => `${base}/${openId}/uj-melleklet/`,
    payload: () => ({ payload: '--other\r\nContent-Disposition: form-data; name="document"; filename="a.txt"\r\n\r\nszöveg\r\n--oth', contentType: 'multipart/form-data; boundary=----etanker' }),
    status: 400,
  },
  {
    name: 'attachment: truncated multipart body',
    method: 'POST',
    url: () => `${base}/${openId}/uj-melleklet/`,
    payload: () => ({ payload: '------etanker\r\nContent-Disposition: form-data; name="document"; filename="a.txt"\r\n\r\nszöveg', contentType: 'multipart/form-data; boundary=----etanker' }),
    status: 400,
  },
  { name: 'attachment: multipart without boundary', method: 'POST', url: () => `${base}/${openId}/uj-melleklet/`, payload: raw('x', 'multipart/form-data'), status: 400 },
  { name: 'cancel: impossible date', method: 'POST', url: () => `${base}/${openId}/lemond/`, payload: json({ cancellation_date: '2026-02-30' }), status: 400, field: 'cancellation_date' },
  { name: 'list: impossible date filter', method: 'GET', url: () => `${base}/?closed_at_min=2026-02-30`, status: 400, field: 'closed_at_min' },
  { name: 'list: date filter in a foreign format', method: 'GET', url: () => `${base}/?closed_at_max=30.11.2026`, status: 400, field: 'closed_at_max' },
  { name: 'list: number filter as text', method: 'GET', url: () => `${base}/?min_cost=sok`, status: 400, field: 'min_cost' },
  { name: 'list: id filter as text', method: 'GET', url: () => `${base}/?institution=abc`, status: 400, field: 'institution' },
  { name: 'list: page 0', method: 'GET', url: () => `${base}/?page=0`, status: 400, field: 'page' },
  { name: 'list: page as text', method: 'GET', url: () => `${base}/?page=abc`, status: 400, field: 'page', message: 'Érvénytelen szám.' },
  { name: 'list: limit above 100', method: 'GET', url: () => `${base}/?limit=1000`, status: 400, field: 'limit' },
  { name: 'list: negative limit', method: 'GET', url: () => `${base}/?limit=-5`, status: 400, field: 'limit' },
  { name: 'list: fractional page', method: 'GET', url: () => `${base}/?page=1.5`, status: 400, field: 'page' },
  { name: 'list: q longer than 200', method: 'GET', url: () => `${base}/?q=${'a'.repeat(201)}`, status: 400, field: 'q' },
  { name: 'export: bad filter', method: 'GET', url: () => `${base}/export/?format=xlsx&closed_at_min=tegnap`, status: 400, field: 'closed_at_min' },
  { name: 'id: letters', method: 'GET', url: () => `${base}/abc/`, status: 404, field: 'detail', message: 'Nem található.' },
  { name: 'id: zero', method: 'GET', url: () => `${base}/0/`, status: 404 },
  { name: 'id: negative', method: 'PUT', url: () => `${base}/-1/`, payload: json(valid), status: 404 },
  { name: 'id: beyond int4', method: 'DELETE', url: () => `${base}/99999999999/`, status: 404 },
  { name: 'id: fractional', method: 'POST', url: () => `${base}/1.5/sztorno/`, status: 404 },
  { name: 'id: letters in a decision', method: 'POST', url: () => `${base}/abc/donteshozas/`, payload: json({ decision_option: 1 }), status: 404 },
  { name: 'id: unknown record', method: 'POST', url: () => `${base}/2147483647/uj-komment/`, payload: json({ content: 'x' }), status: 404 },
  { name: 'attachment download: letters', method: 'GET', url: () => '/api/mellekletek/abc/letoltes/', status: 404 },
  { name: 'delete_comment: id as text', method: 'POST', url: () => `${base}/${openId}/delete_comment/`, payload: json({ comment_id: 'első' }), status: 400, field: 'comment_id' },
  { name: 'melleklet-torlese: unknown attachment', method: 'POST', url: () => `${base}/${openId}/melleklet-torlese/`, payload: json({ attachment_id: 2147483646 }), status: 400, field: 'attachment_id' },
  { name: 'preview: unknown document type', method: 'GET', url: () => `${base}/${openId}/generate_preview/?document_type=titkos`, status: 400, field: 'document_type' },
];

describe('bad input: never 500, database unchanged', () => {
  it.each(calls.map((c) => [c.name, c] as const))('%s', async (_name, call) => {
    const before = await rowCounts();
    const body = call.payload ? await call.payload() : undefined;
    const headers: Record<string, string> = { ...authHeader(token), ...(body?.contentType ? { 'content-type': body.contentType } : {}) };
    const res = await server.app.inject({ method: call.method, url: call.url(), headers, ...(body ? { payload: body.payload as never } : {}) });
    expect(res.statusCode, res.body).toBe(call.status);
    const answer = res.json();
    expect(typeof answer).toBe('object');
    if (call.field) expect(Object.keys(answer), res.body).toContain(call.field);
    if (call.message) expect(Object.values(answer).flat(), res.body).toContain(call.message);
    expect(await rowCounts()).toEqual(before);
  });

  it('a file just under MAX_UPLOAD_MB is accepted (the limit is the configured one)', async () => {
    const { payload, contentType } = await multipartBody({ name: 'Majdnem egy mega' }, { document: { filename: 'kozel.txt', data: 'a'.repeat(1024 * 1024 - 1000) } });
    const res = await server.app.inject({ method: 'POST', url: `${base}/${openId}/uj-melleklet/`, headers: { ...authHeader(token), 'content-type': contentType }, payload });
    expect(res.statusCode, res.body).toBe(201);
  });
});
