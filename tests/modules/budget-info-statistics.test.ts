// Budget info (/api/penzugy/intezmenyi-koltsegvetes/) and statistics (/api/statisztika/): their
// menu items stay disabled, their calls answer every logged-in user within the caller's scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { MAIN_MENU } from '@etanker/shared/menus.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
let school: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'kozpontipenzugy']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  const rows = await server.services.prisma.institution.findMany({ where: { unit_code: { in: ['001', '002'] } }, select: { id: true, unit_code: true } });
  school = Object.fromEntries(rows.map((r) => [r.unit_code, r.id]));
});

const get = (url: string, who: string) => server.app.inject({ method: 'GET', url, headers: authHeader(tokens[who]) });

describe('budget info and statistics', () => {
  it('their menu items are always disabled', () => {
    const items = MAIN_MENU.flatMap((m) => m.items).filter((i) => ['/profil/koltsegvetes.html', '/profil/statisztikak.html'].includes(i.route));
    expect(items.map((i) => i.alwaysDisabled)).toEqual([true, true]);
  });

  it("budget info: the year's budgets of the caller's institutions", async () => {
    const prisma = server.services.prisma;
    const year = 2031;
    for (const id of [school['001'], school['002']])
      await prisma.financialBudget.create({ data: { type: 1, institution_id: id, amount: 1_000_000, year }, select: { id: true } });
    const own = await get(`/api/penzugy/intezmenyi-koltsegvetes/?year=${year}`, 'igenylo.a');
    expect(own.statusCode, own.body).toBe(200);
    const data = own.json<{
      data: { id: number; year: number; institution: { id: number }; values: { amount: number; remaining: number }[]; financial_entries: unknown[] }[];
    }>().data;
    expect(data.map((d) => d.institution.id)).toEqual([school['001']]);
    expect(data[0]).toMatchObject({ id: school['001'], year, values: [{ amount: 1_000_000, remaining: 1_000_000 }], financial_entries: [] });
    const centre = (await get(`/api/penzugy/intezmenyi-koltsegvetes/?year=${year}`, 'kozpontipenzugy')).json<{ data: unknown[] }>();
    expect(centre.data).toHaveLength(2);
    const other = (await get(`/api/penzugy/intezmenyi-koltsegvetes/?year=${year}&institution=${school['002']}`, 'igenylo.a')).json<{ data: unknown[] }>();
    expect(other.data).toEqual([]);
    expect((await get('/api/penzugy/intezmenyi-koltsegvetes/?year=abc', 'igenylo.a')).statusCode).toBe(400);
  });

  it("statistics: the caller's records per module and state", async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/erkezteto/',
      headers: authHeader(tokens['igenylo.b']),
      payload: { type: 1, subject: 'Statisztika', sender_type: 'private', sender_private: 'Kiss Anna' },
    });
    expect(res.statusCode, res.body).toBe(201);
    type TStats = { data: { module: string; label: string; total: number; states: { state: string; label: string; count: number }[] }[] };
    const mine = (await get('/api/statisztika/', 'igenylo.b')).json<TStats>();
    expect(mine.data.find((m) => m.module === 'inbox_entries')).toMatchObject({
      label: 'Érkeztető',
      total: 1,
      states: [{ state: 'open', label: 'Elmentett', count: 1 }],
    });
    const other = (await get('/api/statisztika/', 'igenylo.a')).json<TStats>();
    expect(other.data.find((m) => m.module === 'inbox_entries')).toBeUndefined();
    expect((await get('/api/statisztika/?year=1999', 'igenylo.b')).statusCode).toBe(400);
  });
});
