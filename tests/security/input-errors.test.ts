// Issue 9 items 3 and 4: hostile input answers the documented 400/404 with a field and a Hungarian
// message (never a 500), and a real 500 tells the client nothing about the server's insides.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
let token: string;
let openId = 0;
const base = '/api/kotelezettsegvallalas';
const valid = { subject: 'Projektor', financial_entry: 1, products: [{ name: 'Projektor', gross_price: 250000 }] };

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'igenylo.a@etanker.local');
  const created = await server.app.inject({ method: 'POST', url: `${base}/`, headers: authHeader(token), payload: valid });
  expect(created.statusCode, created.body).toBe(201);
  openId = created.json().id;
});

const rest = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string | object) =>
  server.app.inject({
    method,
    url,
    headers: { ...authHeader(token), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });

const trpc = (path: string, input: unknown) =>
  server.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...authHeader(token), 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });

describe('bad input: the documented 400 with the field', () => {
  it.each([
    [
      'an unknown foreign key (affected_institution)',
      'POST',
      `${base}/`,
      { ...valid, affected_institution: 2147483647 },
      'affected_institution',
      'Nem létező elem.',
    ],
    ['an id beyond int4 in a body', 'POST', `${base}/`, { ...valid, financial_entry: 2 ** 31 }, 'financial_entry', 'Nem létező elem.'],
    [
      'cost at the old maximum (1e12) overflowing Decimal(14,2)',
      'POST',
      `${base}/`,
      { ...valid, products: [], cost: 1e12 },
      'cost',
      'Nem lehet nagyobb mint 999999999999.99',
    ],
    [
      'quantity at the old maximum (1e9) overflowing Decimal(12,3)',
      'POST',
      `${base}/`,
      { ...valid, products: [{ name: 'X', gross_price: 1, quantity: 1e9 }] },
      'products.0.quantity',
      'Nem lehet nagyobb mint 999999999.999',
    ],
    [
      'a product line whose total overflows',
      'POST',
      `${base}/`,
      { ...valid, products: [{ name: 'X', gross_price: 999999999999, quantity: 1000 }] },
      'products.0.gross_price',
      'Az összeg legfeljebb 999 999 999 999,99 lehet.',
    ],
    ['a NUL in a body string', 'POST', `${base}/`, { ...valid, subject: 'Pro\u0000jektor' }, 'subject', 'A szöveg nem tartalmazhat NUL karaktert.'],
    ['a NUL in the query', 'GET', `${base}/?q=a%00b`, undefined, 'q', 'A szöveg nem tartalmazhat NUL karaktert.'],
    ['toString as a body key', 'POST', `${base}/`, JSON.stringify({ ...valid, toString: 'x' }), 'toString', 'Ismeretlen mező.'],
    ['constructor as a query key', 'GET', `${base}/?constructor=x`, undefined, 'constructor', 'Ismeretlen mező.'],
    ['document_type=constructor', 'GET', `${base}/{id}/generate_preview/?document_type=constructor`, undefined, 'document_type', 'Ismeretlen dokumentumtípus.'],
    ['a 2^31 id in a list filter', 'GET', `${base}/?institution=2147483648`, undefined, 'institution', 'Nem létező elem.'],
    ['a 2^31 group in waiting_for', 'GET', `${base}/?waiting_for=g2147483648`, undefined, 'waiting_for', 'Nem létező elem.'],
    [
      '40-deep JSON on the comment route',
      'POST',
      `${base}/{id}/uj-komment/`,
      `{"content":"x","x":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`,
      null,
      'Az adat legfeljebb 16 szint mélyen lehet egymásba ágyazva.',
    ],
  ] as const)('%s', async (_name, method, url, payload, field, message) => {
    const res = await rest(method, url.replace('{id}', String(openId)), payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(field === null ? Object.values(res.json()).flat() : res.json()[field], res.body).toContain(message);
  });

  it('a 2^63 path id is not found', async () => {
    const res = await rest('GET', `${base}/9223372036854775808/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Nem található.' });
  });

  it('tRPC: the same classes answer BAD_REQUEST with the field errors', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...valid, affected_institution: 2147483647 }, 'affected_institution', 'Nem létező elem.'],
      [{ ...valid, subject: 'a\u0000' }, 'subject', 'A szöveg nem tartalmazhat NUL karaktert.'],
      [{ ...valid, products: [], cost: 1e12 }, 'cost', 'Nem lehet nagyobb mint 999999999999.99'],
    ];
    for (const [input, field, message] of cases) {
      const res = await trpc('commitments.create', input);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.data.fieldErrors[field], res.body).toContain(message);
    }
    const get = await server.app.inject({
      method: 'GET',
      url: `/trpc/commitments.get?input=${encodeURIComponent(JSON.stringify({ id: 2 ** 31 }))}`,
      headers: authHeader(token),
    });
    expect(get.statusCode, get.body).toBe(400);
    expect(get.json().error.data.fieldErrors.id).toContain('Nem létező elem.');
  });

  it('a foreign key violation the schema cannot see is mapped to its field', async () => {
    // The commitment's update path sets affected_institution without checking it first: the database refuses it.
    const res = await rest('PUT', `${base}/${openId}/`, { ...valid, affected_institution: 2147483646 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ affected_institution: ['Nem létező elem.'] });
  });
});

describe('a real 500 carries no internal detail', () => {
  it('tRPC and REST answer the generic message, without stack, source path, Prisma call or table name', async () => {
    const p = server.services.prisma;
    await p.$executeRawUnsafe('ALTER TABLE "News" RENAME TO "News_broken"');
    try {
      const t = await server.app.inject({ method: 'GET', url: '/trpc/core.news.list', headers: authHeader(token) });
      expect(t.statusCode, t.body).toBe(500);
      const error = t.json().error;
      expect(error.message).toBe('Váratlan szerverhiba.');
      expect(error.data.code).toBe('INTERNAL_SERVER_ERROR');
      expect(error.data).not.toHaveProperty('stack');
      const r = await server.app.inject({ method: 'GET', url: '/api/hirek/', headers: authHeader(token) });
      expect(r.statusCode, r.body).toBe(500);
      expect(r.json()).toEqual({ detail: 'Váratlan szerverhiba.' });
      for (const body of [t.body, r.body]) expect(body).not.toMatch(/\.tsx?\b|prisma|invocation|News_broken|stack|at \w+ \(/i);
    } finally {
      await p.$executeRawUnsafe('ALTER TABLE "News_broken" RENAME TO "News"');
    }
  });
});
