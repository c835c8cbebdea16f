// Bad input against the workflow REST calls: every answer is a 400/404/413 with a Hungarian
// body, never a 500, and the database is unchanged. The server runs with MAX_UPLOAD_MB=1.
// The generated sweep below sends the hostile classes of issue 9 to every route and procedure.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from './multipart.ts';
import {
  INT4_OVER,
  INT8_OVER,
  UNKNOWN_ID,
  deepJson,
  fastifyRoutes,
  protoJson,
  setPath,
  trpcProcedures,
  withNul,
  withRawKey,
  type TRoute,
} from './bad-input-classes.ts';

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
  const [cases, decisions, comments, attachments, versions, commitments, products, partners, reports, news, newsReads, subscriptions, documents, tokens] =
    await Promise.all([
      p.case.count(),
      p.decision.count(),
      p.comment.count(),
      p.attachment.count(),
      p.case.aggregate({ _sum: { version: true } }),
      p.commitment.count(),
      p.commitmentProduct.count(),
      p.partner.count(),
      p.systemErrorReport.count(),
      p.news.count(),
      p.newsRead.count(),
      p.subscription.count(),
      p.generatedDocument.count(),
      p.user.aggregate({ _sum: { token_version: true } }),
    ]);
  return {
    cases,
    decisions,
    comments,
    attachments,
    versions: versions._sum.version,
    commitments,
    products,
    partners,
    reports,
    news,
    newsReads,
    subscriptions,
    documents,
    tokens: tokens._sum.token_version,
  };
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
const raw =
  (payload: string, contentType = 'application/json') =>
  () => ({ payload, contentType });
const form =
  (fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = {}) =>
  () =>
    multipartBody(fields, files);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
const TOO_LARGE = 'A kérés túl nagy.';
const FILE_TOO_LARGE = 'A fájl túl nagy (legfeljebb 1 MB).';

const calls: TBadCall[] = [
  {
    name: 'malformed JSON',
    method: 'POST',
    url: () => `${base}/`,
    payload: raw('{"subject": '),
    status: 400,
    field: 'non_field_errors',
    message: 'Hibás JSON a kérésben.',
  },
  { name: 'JSON that is not an object', method: 'POST', url: () => `${base}/`, payload: raw('[1, 2]'), status: 400 },
  { name: 'wrong type: subject as number', method: 'POST', url: () => `${base}/`, payload: json({ ...valid, subject: 12 }), status: 400, field: 'subject' },
  {
    name: 'wrong type: products as string',
    method: 'POST',
    url: () => `${base}/`,
    payload: json({ ...valid, products: 'sok' }),
    status: 400,
    field: 'products',
  },
  {
    name: 'wrong type: price as text',
    method: 'POST',
    url: () => `${base}/`,
    payload: json({ ...valid, products: [{ name: 'X', gross_price: '100' }] }),
    status: 400,
    field: 'products.0.gross_price',
  },
  {
    name: 'unknown field',
    method: 'POST',
    url: () => `${base}/`,
    payload: json({ ...valid, hacked: true }),
    status: 400,
    field: 'hacked',
    message: 'Ismeretlen mező.',
  },
  {
    name: 'unknown field in an update',
    method: 'PUT',
    url: () => `${base}/${openId}/`,
    payload: json({ ...valid, hacked: true }),
    status: 400,
    field: 'hacked',
    message: 'Ismeretlen mező.',
  },
  {
    name: 'wrong type in an update',
    method: 'PUT',
    url: () => `${base}/${openId}/`,
    payload: json({ ...valid, products: [{ name: '', gross_price: 1 }] }),
    status: 400,
    field: 'products.0.name',
  },
  {
    name: 'oversized JSON body',
    method: 'POST',
    url: () => `${base}/`,
    payload: json({ ...valid, description: 'x'.repeat(1024 * 1024 + 10) }),
    status: 413,
    field: 'detail',
    message: TOO_LARGE,
  },
  { name: 'unsupported content type', method: 'POST', url: () => `${base}/`, payload: raw('subject=x', 'text/xml'), status: 415 },
  { name: 'a text/plain body', method: 'POST', url: () => `${base}/`, payload: raw('subject=x', 'text/plain'), status: 415 },
  {
    name: 'decision: option as text',
    method: 'POST',
    url: () => `${base}/${openId}/donteshozas/`,
    payload: json({ decision_option: 'első', answers: {} }),
    status: 400,
    field: 'decision_option',
  },
  {
    name: 'decision: answers not an object',
    method: 'POST',
    url: () => `${base}/${openId}/donteshozas/`,
    payload: json({ decision_option: approvedOptionId, answers: [1] }),
    status: 400,
    field: 'answers',
  },
  {
    name: 'decision: unknown field',
    method: 'POST',
    url: () => `${base}/${openId}/donteshozas/`,
    payload: json({ decision_option: approvedOptionId, force: true }),
    status: 400,
    field: 'force',
  },
  {
    name: 'decision: multipart data not JSON',
    method: 'POST',
    url: () => `${base}/${openId}/donteshozas/`,
    payload: form({ data: '{decision' }),
    status: 400,
    field: 'data',
    message: 'Hibás JSON.',
  },
  {
    name: 'decision: oversized file',
    method: 'POST',
    url: () => `${base}/${openId}/donteshozas/`,
    payload: form({ decision_option: '1' }, { scan: { filename: 'nagy.txt', data: 'a'.repeat(1024 * 1024 + 100) } }),
    status: 413,
    field: 'detail',
    message: FILE_TOO_LARGE,
  },
  {
    name: 'comment: empty content',
    method: 'POST',
    url: () => `${base}/${openId}/uj-komment/`,
    payload: json({ content: '   ' }),
    status: 400,
    field: 'content',
    message: 'Ez a mező nem lehet üres',
  },
  {
    name: 'comment: flag of the wrong type',
    method: 'POST',
    url: () => `${base}/${openId}/uj-komment/`,
    payload: json({ content: 'x', important: 'talán' }),
    status: 400,
    field: 'important',
  },
  {
    name: 'comment: forbidden attachment (HTML)',
    method: 'POST',
    url: () => `${base}/${openId}/uj-komment/`,
    payload: form({ content: 'Itt a fájl' }, { attachment: { filename: 'oldal.html', data: '<html><body>x</body></html>', type: 'text/html' } }),
    status: 400,
    message: 'Nem engedélyezett fájltípus.',
  },
  {
    name: 'attachment: forbidden type (HTML)',
    method: 'POST',
    url: () => `${base}/${openId}/uj-melleklet/`,
    payload: form({ name: 'Oldal' }, { document: { filename: 'oldal.txt', data: '<script>alert(1)</script>', type: 'text/plain' } }),
    status: 400,
    field: 'document',
    message: 'Nem engedélyezett fájltípus.',
  },
  {
    name: 'attachment: forbidden type (ELF)',
    method: 'POST',
    url: () => `${base}/${openId}/uj-melleklet/`,
    payload: form({ name: 'Program' }, { document: { filename: 'szamla.pdf', data: elf, type: 'application/pdf' } }),
    status: 400,
    field: 'document',
    message: 'Nem engedélyezett fájltípus.',
  },
  {
    name: 'attachment: empty file',
    method: 'POST',
    url: () => `${base}/${openId}/uj-melleklet/`,
    payload: form({ name: 'Üres' }, { document: { filename: 'ures.txt', data: '' } }),
    status: 400,
    field: 'document',
  },
  {
    name: 'attachment: no file',
    method: 'POST',
    url: () => `${base}/${openId}/uj-melleklet/`,
    payload: form({ name: 'Semmi' }),
    status: 400,
    field: 'document',
    message: 'Ez a mező nem lehet üres',
  },
  {
    name: 'attachment: oversized file',
    method: 'POST',
    url: () => `${base}/${openId}/uj-melleklet/`,
    payload: form({ name: 'Nagy' }, { document: { filename: 'nagy.txt', data: 'a'.repeat(1024 * 1024 + 100) } }),
    status: 413,
    field: 'detail',
    message: FILE_TOO_LARGE,
  },
  {
    name: 'attachment: broken multipart boundary',
    method: 'POST',
    url: () => `${base}/${openId}/uj-melleklet/`,
    payload: () => ({
      payload: '--other\r\nContent-Disposition: form-data; name="document"; filename="a.txt"\r\n\r\nszöveg\r\n--oth',
      contentType: 'multipart/form-data; boundary=----etanker',
    }),
    status: 400,
  },
  {
    name: 'attachment: truncated multipart body',
    method: 'POST',
    url: () => `${base}/${openId}/uj-melleklet/`,
    payload: () => ({
      payload: '------etanker\r\nContent-Disposition: form-data; name="document"; filename="a.txt"\r\n\r\nszöveg',
      contentType: 'multipart/form-data; boundary=----etanker',
    }),
    status: 400,
  },
  {
    name: 'attachment: multipart without boundary',
    method: 'POST',
    url: () => `${base}/${openId}/uj-melleklet/`,
    payload: raw('x', 'multipart/form-data'),
    status: 400,
  },
  {
    name: 'cancel: impossible date',
    method: 'POST',
    url: () => `${base}/${openId}/lemond/`,
    payload: json({ cancellation_date: '2026-02-30' }),
    status: 400,
    field: 'cancellation_date',
  },
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
  {
    name: 'delete_comment: id as text',
    method: 'POST',
    url: () => `${base}/${openId}/delete_comment/`,
    payload: json({ comment_id: 'első' }),
    status: 400,
    field: 'comment_id',
  },
  {
    name: 'melleklet-torlese: unknown attachment',
    method: 'POST',
    url: () => `${base}/${openId}/melleklet-torlese/`,
    payload: json({ attachment_id: 2147483646 }),
    status: 400,
    field: 'attachment_id',
  },
  {
    name: 'preview: unknown document type',
    method: 'GET',
    url: () => `${base}/${openId}/generate_preview/?document_type=titkos`,
    status: 400,
    field: 'document_type',
  },
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
    const { payload, contentType } = await multipartBody(
      { name: 'Majdnem egy mega' },
      { document: { filename: 'kozel.txt', data: 'a'.repeat(1024 * 1024 - 1000) } },
    );
    const res = await server.app.inject({
      method: 'POST',
      url: `${base}/${openId}/uj-melleklet/`,
      headers: { ...authHeader(token), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

// ---- The generated sweep: every route and every tRPC procedure, the classes of issue 9 item 3. ----

interface TBodySpec {
  /** A valid payload; the sweep never sends it unchanged. */
  body: Record<string, unknown>;
  /** Int columns (ids, keys, foreign keys): sent as 2^31, 2^63 and 1e12. */
  ids?: string[];
  /** Decimal columns: sent as 1e12, 1e15 and 1e300 (all beyond the column). */
  amounts?: string[];
  /** Foreign keys: sent as an id that fits the column but does not exist. */
  fks?: string[];
  /** Further payloads that must be refused (e.g. a product whose line total overflows). */
  extra?: Record<string, unknown>[];
}

const commitmentSpec: TBodySpec = {
  body: {
    subject: 'Projektor',
    financial_entry: 1,
    vat: 1,
    currency: 1,
    products: [{ name: 'Projektor', gross_price: 250000, quantity: 1, vat: 1, currency: 1 }],
  },
  ids: ['financial_entry', 'vat', 'currency', 'products.0.vat', 'products.0.currency', 'payment_type'],
  amounts: ['cost', 'vat_cost', 'net_cost', 'transport_cost', 'public_procurement_cost', 'products.0.gross_price', 'products.0.quantity'],
  fks: ['affected_institution', 'institution', 'implementer_partner', 'tender', 'financial_budget'],
  extra: [
    { subject: 'Túl drága', financial_entry: 1, products: [{ name: 'Sok', gross_price: 999999999999, quantity: 999999999 }] },
    { subject: 'Túl sok tétel', financial_entry: 1, products: Array.from({ length: 5 }, () => ({ name: 'Drága', gross_price: 999999999999, quantity: 1 })) },
  ],
};
const reportSpec: TBodySpec = { body: { title: 'Hiba', description: 'Részletes leírás a hibáról.' }, ids: ['category'] };
const partnerSpec: TBodySpec = { body: { name: 'Teszt Partner Kft.', tax_id: '12345678-1-12' } };
const newsSpec: TBodySpec = { body: { title: 'Hír', content: 'Tartalom' } };
const productSpec: TBodySpec = {
  body: { name: 'Toll', gross_price: 100, quantity: 2, vat: 1, currency: 1 },
  ids: ['vat', 'currency'],
  amounts: ['gross_price', 'quantity'],
  extra: [{ name: 'Sok', gross_price: 999999999999, quantity: 999999999 }],
};
const workflowActionSpecs = (extra: Record<string, TBodySpec>): Record<string, TBodySpec> => ({
  decide: { body: { decision_option: 1, answers: {} }, ids: ['decision_option'] },
  deleteComment: { body: { comment_id: 1 }, ids: ['comment_id'] },
  deleteAttachment: { body: { attachment_id: 1 }, ids: ['attachment_id'] },
  cancel: { body: { cancellation_date: '2026-01-01' } },
  addComment: { body: { content: 'Megjegyzés' } },
  ...extra,
});

/** Payload specs by tRPC procedure; `withId` procedures take `{id, …}` (REST: the path's id). */
const PROCEDURE_SPECS: Record<string, TBodySpec & { withId?: boolean; data?: boolean }> = {
  'commitments.create': commitmentSpec,
  'commitments.update': { ...commitmentSpec, withId: true, data: true },
  'commitments.product': productSpec,
  'commitments.all': { body: { affected_institution: 1, commitment_id: 1 }, ids: ['affected_institution', 'commitment_id'] },
  ...Object.fromEntries(
    Object.entries(workflowActionSpecs({ returnToReferent: { body: { suggested_referent: 1 }, ids: ['suggested_referent'] } })).map(([name, spec]) => [
      `commitments.${name}`,
      { ...spec, withId: true },
    ]),
  ),
  'systemErrorReports.create': reportSpec,
  'systemErrorReports.update': { ...reportSpec, withId: true, data: true },
  ...Object.fromEntries(Object.entries(workflowActionSpecs({})).map(([name, spec]) => [`systemErrorReports.${name}`, { ...spec, withId: true }])),
  'partners.create': partnerSpec,
  'partners.update': { ...partnerSpec, withId: true, data: true },
  'core.news.create': newsSpec,
  'auth.login': { body: { email: 'admin@etanker.local', password: 'rossz-jelszo' } },
};

/** The same payloads by REST route (METHOD + Fastify path). */
const REST_SPECS: Record<string, TBodySpec> = {
  'POST /api/kotelezettsegvallalas/': commitmentSpec,
  'PUT /api/kotelezettsegvallalas/:id/': commitmentSpec,
  'POST /api/kotelezettsegvallalas/termek/': productSpec,
  ...Object.fromEntries(
    Object.entries({
      donteshozas: 'decide',
      delete_comment: 'deleteComment',
      'melleklet-torlese': 'deleteAttachment',
      lemond: 'cancel',
      'uj-komment': 'addComment',
      'referensnek-visszaadas': 'returnToReferent',
    }).flatMap(([path, name]) => [
      [`POST /api/kotelezettsegvallalas/:id/${path}/`, PROCEDURE_SPECS[`commitments.${name}`]],
      ...(PROCEDURE_SPECS[`systemErrorReports.${name}`] ? [[`POST /api/rendszerhibak/:id/${path}/`, PROCEDURE_SPECS[`systemErrorReports.${name}`]]] : []),
    ]),
  ),
  'POST /api/kotelezettsegvallalas/:id/uj-melleklet/': { body: { name: 'Melléklet' } },
  'POST /api/rendszerhibak/:id/uj-melleklet/': { body: { name: 'Melléklet' } },
  'POST /api/rendszerhibak/': reportSpec,
  'PUT /api/rendszerhibak/:id/': reportSpec,
  'POST /api/partnerek/': partnerSpec,
  'PUT /api/partnerek/:id/': partnerSpec,
  'POST /api/hirek/': newsSpec,
  'POST /api/rest-auth/login/': PROCEDURE_SPECS['auth.login'],
};

/** Every payload of a spec that must be refused: each number beyond its column, each unknown foreign key. */
function hostileBodies(spec: TBodySpec): Record<string, unknown>[] {
  return [
    ...(spec.ids ?? []).flatMap((path) => [INT4_OVER, 2 ** 63, 1e12].map((n) => setPath(spec.body, path, n) as Record<string, unknown>)),
    ...(spec.amounts ?? []).flatMap((path) => [1e12, 1e15, 1e300].map((n) => setPath(spec.body, path, n) as Record<string, unknown>)),
    ...(spec.fks ?? []).map((path) => setPath(spec.body, path, UNKNOWN_ID) as Record<string, unknown>),
    ...(spec.extra ?? []),
  ];
}

/** List filters and paging, each sent alone with values beyond int4/int8 and prototype names. */
const QUERY_KEYS = [
  'institution',
  'affected_institution',
  'tender',
  'payment_type',
  'category',
  'waiting_for',
  'commitment_id',
  'financial_year',
  'min_cost',
  'max_cost',
  'state',
  'extra_1',
  'extra_2147483648',
  'format',
  'document_type',
];
const QUERY_VALUES = [String(INT4_OVER), INT8_OVER, '1e400', 'g2147483648', 'constructor', '2147483648,1'];

/** A payload with at least one string (the NUL class needs one to carry it). */
const stringful = (body: Record<string, unknown>) => (JSON.stringify(withNul(body)) === JSON.stringify(body) ? { ...body, content: 'x' } : body);

interface TSweepRequest {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

describe('generated sweep: hostile input on every route and procedure answers < 500 and writes nothing', () => {
  let admin: string;
  const realIds: Record<string, number> = {};

  beforeAll(async () => {
    admin = await login(server.app, 'admin@etanker.local');
    const p = server.services.prisma;
    const commitment = await server.app.inject({ method: 'POST', url: `${base}/`, headers: authHeader(admin), payload: valid });
    expect(commitment.statusCode, commitment.body).toBe(201);
    const report = await server.app.inject({ method: 'POST', url: '/api/rendszerhibak/', headers: authHeader(admin), payload: reportSpec.body });
    expect(report.statusCode, report.body).toBe(201);
    realIds.kotelezettsegvallalas = realIds.commitments = commitment.json().id;
    realIds.rendszerhibak = realIds.systemErrorReports = report.json().id;
    realIds.partnerek = realIds.partners = (await p.partner.findFirstOrThrow({ select: { id: true } })).id;
    realIds.hirek = realIds.news = (await p.news.findFirstOrThrow({ select: { id: true } })).id;
    realIds['statikus-adatok'] = realIds.readSystemMessage = (await p.systemMessage.findFirstOrThrow({ select: { id: true } })).id;
  });

  const realId = (url: string) => realIds[url.split('/')[2]] ?? UNKNOWN_ID;
  const withId = (url: string, id: number | string) => url.replace(':id', String(id)).replace('*', 'x');

  async function restRequests(route: TRoute): Promise<TSweepRequest[]> {
    const { method, url } = route;
    const own = withId(url, realId(url));
    const unknown = withId(url, UNKNOWN_ID);
    const out: TSweepRequest[] = [
      { label: 'NUL in the query', method, url: `${own}?q=a%00b&document_type=%00&name=x%00` },
      { label: 'prototype keys in the query', method, url: `${own}?constructor=x&toString=1&__proto__=y&hasOwnProperty=z&valueOf=1` },
    ];
    // Values the guard lets through go only where they are looked up: lists and documents (elsewhere the call would simply run).
    if ((method === 'GET' && !url.includes(':id')) || url.includes('/generate_')) {
      out.push({ label: 'prototype names as values', method, url: `${own}?document_type=constructor&format=toString&state=__proto__` });
    }
    if (url.includes(':id')) {
      for (const id of [String(INT4_OVER), INT8_OVER, '99999999999999999999999', '1e3', '0x10'])
        out.push({ label: `path id ${id}`, method, url: withId(url, id) });
    }
    // Filters are read by collection routes only; an item route would ignore them (and run).
    // A list reports every bad filter at once, so one request carries them all; paging stops first, so it goes alone.
    if (method === 'GET' && !url.includes(':id')) {
      for (const value of QUERY_VALUES) {
        const v = encodeURIComponent(value);
        out.push({ label: `filters=${value}`, method, url: `${unknown}?${QUERY_KEYS.map((key) => `${key}=${v}`).join('&')}` });
        for (const key of ['page', 'limit']) out.push({ label: `${key}=${value}`, method, url: `${unknown}?${key}=${v}` });
      }
    }
    if (method === 'POST' || method === 'PUT' || method === 'DELETE' || method === 'PATCH') {
      const spec = REST_SPECS[`${method} ${url}`];
      const body = spec?.body ?? { content: 'x', name: 'x', subject: 'x', title: 'x' };
      const json = (label: string, payload: string, target = own) => out.push({ label, method, url: target, payload, contentType: 'application/json' });
      json('NUL in body strings', JSON.stringify(withNul(stringful(body))));
      json('NUL in a body key', JSON.stringify({ ...body, 'a\u0000b': 1 }));
      json('prototype keys in the body', protoJson(body));
      json('40-deep JSON in a field', withRawKey(body, 'answers', deepJson(40)));
      json('40-deep JSON body', deepJson(40));
      // Classes the guard does not refuse go only where a payload is read (elsewhere the call would simply run).
      // In an id field the input reads (a PUT ignores the read-only `id` of the GET answer, and would simply run).
      const idField = spec?.ids?.find((path) => !path.includes('.'));
      if (spec) json('2^63 literal in a field', withRawKey(body, idField ?? 'id', INT8_OVER));
      for (const hostile of spec ? hostileBodies(spec) : []) json(`hostile numbers/keys ${JSON.stringify(hostile).slice(0, 120)}`, JSON.stringify(hostile));
      const forms: [string, Record<string, string>][] = [
        ['multipart: NUL in text fields', { content: 'a\u0000b', name: 'a\u0000', cancellation_date: '2026-01-01\u0000', title: 'x\u0000' }],
        ['multipart: NUL inside JSON data', { data: JSON.stringify({ decision_option: 1, answers: { megjegyzes: 'a\u0000' } }) }],
        ['multipart: prototype field names', { __proto__x: 'x', constructor: 'x', toString: 'x', content: 'x' }],
        ['multipart: prototype keys in JSON data', { data: '{"constructor":{"prototype":{"x":1}},"decision_option":1,"answers":{"toString":1}}' }],
        ['multipart: 40-deep data', { data: deepJson(40) }],
        ['multipart: 40-deep answers', { decision_option: '1', answers: deepJson(40) }],
        ...(spec ? [['multipart: 2^31 option', { decision_option: String(INT4_OVER), answers: '{}' }] as [string, Record<string, string>]] : []),
      ];
      // Multipart bodies only where a route reads them: others never parse them (and would simply run).
      for (const [label, fields] of spec ? forms : []) {
        const named = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k === '__proto__x' ? '__proto__' : k, v]));
        const { payload, contentType } = await multipartBody(named);
        out.push({ label, method, url: own, payload, contentType });
      }
    }
    return out;
  }

  it('the route list is read from Fastify and covers the REST layer', () => {
    const routes = fastifyRoutes(server.app);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/kotelezettsegvallalas/:id/donteshozas/' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/partnerek/:id/' });
    for (const key of Object.keys(REST_SPECS)) expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(key);
  });

  it('REST: every route, every class', { timeout: 300_000 }, async () => {
    // Logout last: were a hostile call to log out, the calls after it would only meet the 401.
    const routes = fastifyRoutes(server.app)
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'))
      .sort((a, b) => Number(a.url.includes('logout')) - Number(b.url.includes('logout')));
    const failures: string[] = [];
    const changed: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const before = await rowCounts();
      for (const r of await restRequests(route)) {
        const res = await server.app.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: { ...authHeader(admin), ...(r.contentType ? { 'content-type': r.contentType } : {}) },
          ...(r.payload !== undefined ? { payload: r.payload } : {}),
        });
        sent++;
        if (res.statusCode >= 500) failures.push(`${r.method} ${r.url} [${r.label}] → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      const after = await rowCounts();
      if (JSON.stringify(after) !== JSON.stringify(before)) changed.push(`${route.method} ${route.url}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(changed, changed.join('\n')).toEqual([]);
  });

  it('tRPC: every procedure, every class', { timeout: 300_000 }, async () => {
    const procedures = trpcProcedures().sort((a, b) => Number(a.path === 'auth.logout') - Number(b.path === 'auth.logout'));
    expect(procedures.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const changed: string[] = [];
    for (const { path, type, hasInput } of procedures) {
      const spec = PROCEDURE_SPECS[path];
      const id = realIds[path.split('.').at(-2) ?? ''] ?? realIds[path.split('.')[0]] ?? UNKNOWN_ID;
      const wrap = (body: Record<string, unknown>) => (spec?.data ? { id, data: body } : spec?.withId ? { id, ...body } : body);
      const baseInput = spec ? wrap(spec.body) : { id };
      const inputs: [string, string][] = [
        ['NUL in strings', JSON.stringify(withNul(stringful(baseInput)))],
        ['NUL in q', JSON.stringify({ ...baseInput, q: 'a\u0000b' })],
        ['prototype keys', protoJson(baseInput)],
        ['40-deep field', withRawKey(baseInput, 'answers', deepJson(40))],
        ['40-deep input', deepJson(40)],
      ];
      // Classes the guard does not refuse go only to procedures that read an input (others would simply run).
      if (path.endsWith('.generateDocument')) inputs.push(['prototype name as document_type', JSON.stringify({ ...baseInput, document_type: 'constructor' })]);
      if (hasInput) {
        inputs.push(
          ['id 2^31', JSON.stringify({ ...baseInput, id: INT4_OVER })],
          ['id 2^63 literal', withRawKey({ ...baseInput, id: undefined }, 'id', INT8_OVER)],
          ...['page', 'limit', ...QUERY_KEYS].map((key): [string, string] => [`filter ${key}`, JSON.stringify({ [key]: String(INT4_OVER) })]),
        );
      }
      inputs.push(...(spec ? hostileBodies(spec).map((b): [string, string] => [`hostile ${JSON.stringify(b).slice(0, 100)}`, JSON.stringify(wrap(b))]) : []));
      const before = await rowCounts();
      for (const [label, input] of inputs) {
        const res =
          type === 'query'
            ? await server.app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(input)}`, headers: authHeader(admin) })
            : await server.app.inject({
                method: 'POST',
                url: `/trpc/${path}`,
                headers: { ...authHeader(admin), 'content-type': 'application/json' },
                payload: input,
              });
        if (res.statusCode >= 500) failures.push(`${path} [${label}] → ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
      const after = await rowCounts();
      if (JSON.stringify(after) !== JSON.stringify(before)) changed.push(`${path}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(changed, changed.join('\n')).toEqual([]);
  });
});
