// Office users (/api/irodai-felhasznalok/): read only, within the caller's scope (a school its own
// users, the centre everyone), filtered by institution, group and permission, exported as xlsx.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { readXlsx } from '../../server/src/export/xlsx.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const base = '/api/irodai-felhasznalok';
let school: Record<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.b', 'iroda', 'olvaso', 'hr']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  const rows = await server.services.prisma.institution.findMany({
    where: { unit_code: { in: ['000', '001', '002'] } },
    select: { id: true, unit_code: true },
  });
  school = Object.fromEntries(rows.map((r) => [r.unit_code, r.id]));
});

type TUser = {
  id: number;
  name: string;
  email: string;
  institution: { id: number } | null;
  groups: { id: number; name: string }[];
  permissions: { codename: string }[];
};
const get = (url: string, who = 'igenylo.a') => server.app.inject({ method: 'GET', url, headers: authHeader(tokens[who]) });
const list = async (query = '', who = 'igenylo.a') => {
  const res = await get(`${base}/?limit=100${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TUser[]; total: number }>();
};
const emails = (users: TUser[]) => users.map((u) => u.email);

describe('office users', () => {
  it('a school reads its own users only; the centre reads every school', async () => {
    const own = await list();
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((u) => u.institution?.id === school['001'])).toBe(true);
    expect(emails(own.data)).toContain('vezeto.a@etanker.local');
    expect(emails(own.data)).not.toContain('igenylo.b@etanker.local');
    const b = (await server.services.prisma.user.findFirstOrThrow({ where: { email: 'igenylo.b@etanker.local' }, select: { id: true } })).id;
    expect((await get(`${base}/${b}/`)).statusCode).toBe(404);
    expect((await get(`${base}/${b}/`, 'iroda')).statusCode).toBe(200);
    expect(emails((await list('', 'iroda')).data)).toEqual(expect.arrayContaining(['igenylo.b@etanker.local', 'admin@etanker.local']));
  });

  it('answers name, e-mail, institution, groups and permissions only', async () => {
    const [user] = (await list('&q=vezeto.a')).data;
    expect(Object.keys(user).sort()).toEqual(['email', 'groups', 'id', 'institution', 'name', 'permissions']);
    expect(user.groups.map((g) => g.name)).toEqual(['Iskolavezetők']);
    expect(user.permissions.map((p) => p.codename)).toContain('inbox.can_use_inbox_module');
    const detail = (await get(`${base}/${user.id}/`)).json<TUser>();
    expect(detail).toEqual(user);
  });

  it('filters by institution, group and permission (id or codename)', async () => {
    const centre = await list(`&institution=${school['002']}`, 'iroda');
    expect(centre.data.length).toBeGreaterThan(0);
    expect(centre.data.every((u) => u.institution?.id === school['002'])).toBe(true);
    const heads = await server.services.prisma.group.findFirstOrThrow({ where: { name: 'Iskolavezetők' }, select: { id: true } });
    expect(emails((await list(`&group=${heads.id}`, 'iroda')).data).sort()).toEqual(['vezeto.a@etanker.local', 'vezeto.b@etanker.local']);
    const hr = await list('&permission=hr.can_use_hr_module', 'iroda');
    expect(emails(hr.data)).toContain('hr@etanker.local');
    expect(emails(hr.data)).not.toContain('igenylo.a@etanker.local');
    const permission = await server.services.prisma.permission.findFirstOrThrow({ where: { codename: 'hr.can_use_hr_module' }, select: { id: true } });
    expect((await list(`&permission=${permission.id}`, 'iroda')).total).toBe(hr.total);
    // A school filtering by another school's id finds nothing of it.
    expect((await list(`&institution=${school['002']}`)).total).toBe(0);
    expect((await get(`${base}/?group=abc`)).statusCode).toBe(400);
  });

  it('exports the filtered list as xlsx', async () => {
    const res = await get(`${base}/export/?q=vezeto`, 'iroda');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('felhasznalok_');
    const [sheet] = await readXlsx(res.rawPayload);
    expect(sheet.rows[0]).toEqual(['Azonosító', 'Név', 'E-mail', 'Intézmény', 'Csoportok', 'Jogosultságok']);
    expect(
      sheet.rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['vezeto.a@etanker.local', 'vezeto.b@etanker.local']);
  });

  it('needs the module permission, and has no write', async () => {
    expect((await get(`${base}/`, 'hr')).statusCode).toBe(403);
    expect((await get(`${base}/`, 'olvaso')).statusCode).toBe(200);
    const post = await server.app.inject({ method: 'POST', url: `${base}/`, headers: authHeader(tokens['iroda']), payload: { name: 'x' } });
    expect(post.statusCode).toBe(404);
  });
});
