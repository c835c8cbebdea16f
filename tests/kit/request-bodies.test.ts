// Bodies and queries of the wrong type never act and never crash (issue 22 §3): generated over
// every documented route of every module, so a route added later is covered by the same test.
// A JSON null, array or scalar is a 400 and a text/plain body a 415, before anything runs; an
// export's overflowing range filter is the list's 400, never Fastify's 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { kitClient, type TKitClient } from './client.ts';
import { registeredModules } from './registry.ts';
import { rowCounts } from './db-snapshot.ts';
import { moduleRestRoutes } from '../../server/src/modules/index.ts';

let server: TTestServer;
let api: TKitClient;

beforeAll(async () => {
  server = await startTestServer();
  api = kitClient(server);
});

/** Every `:param` of a path: the body is refused before any record is looked up. */
const anyId = '1';
const writes = moduleRestRoutes.filter((r) => r.method !== 'GET');

describe('bodies of the wrong type', () => {
  it('every write route: a JSON null, array or number is a 400, a text/plain body a 415; nothing changes', async () => {
    const prisma = server.services.prisma;
    await api.headers('admin');
    const before = await rowCounts(prisma);
    const wrong: string[] = [];
    for (const route of writes) {
      const url = route.path.replace(/:(\w+)/g, anyId);
      for (const body of ['null', '[]', '[{}]', '7', '"szöveg"']) {
        const res = await api.raw('admin', route.method, url, body);
        if (res.statusCode !== 400 || res.json().non_field_errors?.[0] !== 'A kérés törzse JSON objektum legyen.')
          wrong.push(`${route.method} ${route.path} ${body}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      const text = await server.app.inject({
        method: route.method,
        url,
        headers: { ...(await api.headers('admin')), 'content-type': 'text/plain' },
        payload: 'closed_at=2026-01-01',
      });
      if (text.statusCode !== 415 || text.json().detail !== 'Nem támogatott tartalomtípus.')
        wrong.push(`${route.method} ${route.path} text/plain: ${text.statusCode} ${text.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await rowCounts(prisma)).toEqual(before);
  });

  it("a meter's close/ with a JSON null or [] leaves it open", async () => {
    const prisma = server.services.prisma;
    const meter = await prisma.utilityMeter.findFirst({ where: { status: 'active' }, select: { id: true } });
    const id = meter?.id ?? (await api.ok('admin', 'GET', '/api/kozmuvek/?limit=1')).data[0].id;
    for (const body of ['null', '[]']) expect((await api.raw('admin', 'POST', `/api/kozmuvek/${id}/close/`, body)).statusCode).toBe(400);
    expect((await prisma.utilityMeter.findUniqueOrThrow({ where: { id }, select: { status: true } })).status).toBe('active');
  });
});

describe('export queries', () => {
  const exports = registeredModules.flatMap((def) => {
    const ranges = Object.keys(def.filters).filter((name) => /^(min|max)_/.test(name));
    return ranges.length ? [[def.restBase, ranges] as const] : [];
  });

  it.each(exports)('/api/%s/export/: an overflowing range filter is the 400 the list answers', async (restBase, ranges) => {
    const wrong: string[] = [];
    for (const name of ranges)
      for (const value of ['2147483648', '1e308', '-1e308', 'NaN']) {
        const list = await api.send('admin', 'GET', `/api/${restBase}/?${name}=${value}`);
        const sheet = await api.send('admin', 'GET', `/api/${restBase}/export/?${name}=${value}`);
        if (sheet.statusCode >= 500 || sheet.statusCode !== list.statusCode || (list.statusCode === 400 && sheet.body !== list.body))
          wrong.push(`${name}=${value}: list ${list.statusCode} ${list.body.slice(0, 80)}, export ${sheet.statusCode} ${sheet.body.slice(0, 80)}`);
      }
    expect(wrong).toEqual([]);
  });
});

describe('read-only users', () => {
  it('every write method of every module route answers them 403, even where the call changes nothing (termek/)', async () => {
    const prisma = server.services.prisma;
    await api.headers('olvaso');
    const before = await rowCounts(prisma);
    const wrong: string[] = [];
    for (const route of writes.filter((r) => !r.public)) {
      const res = await api.send('olvaso', route.method, route.path.replace(/:(\w+)/g, anyId), {});
      // A record's routes may first find that no record 1 exists; the contract kit calls them on real records.
      const refused = res.statusCode === 403 || (route.path.includes('/:id') && res.statusCode === 404);
      if (!refused) wrong.push(`${route.method} ${route.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await rowCounts(prisma)).toEqual(before);
  });

  it("read a commitment's spreadsheet by its GET twin, as the client's button does", async () => {
    const prisma = server.services.prisma;
    const creator = await prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true, institution_id: true } });
    const { id } = await prisma.case.create({
      data: { module: 'commitments', institution_id: creator.institution_id!, creator_id: creator.id, state: 'open', reference_number: 'KV/2026/99999' },
      select: { id: true },
    });
    await prisma.commitment.create({ data: { id, subject: 'Táblázat', cost: 1000 } });
    const url = `/api/kotelezettsegvallalas/${id}/generate_excel_sheet/`;
    expect((await api.send('olvaso', 'POST', url, {})).statusCode).toBe(403);
    const sheet = await api.send('olvaso', 'GET', url);
    expect(sheet.statusCode, sheet.body.slice(0, 200)).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    const { actions } = (await api.ok('olvaso', 'GET', `/api/kotelezettsegvallalas/${id}/`)) as { actions: { name: string; method: string }[] };
    expect(actions.find((a) => a.name === 'excelSheet')?.method).toBe('GET');
  });
});
