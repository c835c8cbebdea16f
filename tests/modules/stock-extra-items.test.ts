// Extra stock items (/api/leltar-extra/): the link to a stock item gives the stock number,
// feldolgoz/ resolves with the caller as resolver (once; a resolved item no longer changes), the
// filters, and a school kept to its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
let school: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'olvaso', 'muszak']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  school = (await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } })).id;
});

type TExtra = Record<string, unknown> & { id: number; state: string; stock_number: string; resolver: { id: number; name: string } | null };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = 'igenylo.a') =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), ...(payload ? { payload } : {}) });

describe('extra stock items', () => {
  it('a linked item gives its stock number; without a link it is empty; feldolgoz/ resolves once, by the caller', async () => {
    const item = await server.services.prisma.stockItem.findFirstOrThrow({ where: { institution_id: school }, select: { id: true, stock_number: true } });
    const linked = await call('POST', '/api/leltar-extra/', { stock_item: item.id, note: 'A tornateremben találtuk.' });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({
      stock_number: item.stock_number,
      state: 'open',
      creator: { id: expect.any(Number) },
      resolver: null,
      institution: { id: school },
    });
    const plain = (await call('POST', '/api/leltar-extra/', { note: 'Ismeretlen szék.' })).json<TExtra>();
    expect(plain.stock_number).toBe('');

    expect((await call('POST', `/api/leltar-extra/${plain.id}/feldolgoz/`, undefined, 'igenylo.b')).statusCode).toBe(404);
    expect((await call('POST', `/api/leltar-extra/${plain.id}/feldolgoz/`, undefined, 'olvaso')).statusCode).toBe(403);
    const resolved = await call('POST', `/api/leltar-extra/${plain.id}/feldolgoz/`, undefined, 'muszak');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ id: plain.id, state: 'resolved', resolver: { name: expect.any(String) }, can_edit: false });
    expect((await call('POST', `/api/leltar-extra/${plain.id}/feldolgoz/`)).statusCode).toBe(400);
    expect((await call('PUT', `/api/leltar-extra/${plain.id}/`, { ...plain, note: 'Más' })).statusCode).toBe(400);
  });

  it('another school’s stock item cannot be linked; the filters narrow by institution and state', async () => {
    const foreign = await server.services.prisma.stockItem.findFirstOrThrow({ where: { NOT: { institution_id: school } }, select: { id: true } });
    const refused = await call('POST', '/api/leltar-extra/', { stock_item: foreign.id, note: 'Idegen.' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('stock_item');
    const ids = async (query: string, who = 'igenylo.a') =>
      (await call('GET', `/api/leltar-extra/?limit=100&${query}`, undefined, who)).json<{ data: TExtra[] }>().data;
    expect((await ids('state=resolved')).every((e) => e.state === 'resolved')).toBe(true);
    expect((await ids('state=open')).every((e) => e.state === 'open')).toBe(true);
    expect((await ids('', 'igenylo.b')).every((e) => (e.institution as { id: number }).id !== school)).toBe(true);
  });
});
