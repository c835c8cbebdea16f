// Rooms (/api/termek/, MODULES.md §3.42): the Room fields of 002 §3, defaults, validation with
// the 000 §5 messages, the list filters of 002 §7, mind/, the institution scope and delete.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/termek';
const schools: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'igenylo.a', 'igenylo.b', 'hr', 'olvaso']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const i of await server.services.prisma.institution.findMany({ select: { id: true, unit_code: true } })) schools[i.unit_code] = i.id;
});

const room = (over: object = {}) => ({ institution: schools['001'], name: 'Nyelvi labor', ...over });

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) {
  return server.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });
}

async function create(body: object, who = 'igenylo.a') {
  const res = await call('POST', `${base}/`, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('rooms', () => {
  it('creates with the documented fields and defaults; GET answers the same', async () => {
    const r = await create(
      room({
        building: 'C épület',
        area: 48.25,
        inner_height: 3.1,
        capacity: 28,
        floor: 3,
        floor_type: 2,
        category: 5,
        room_number: '305',
        floor_condition: 'Felújított',
        unit_code: '001',
      }),
    );
    expect(r).toEqual({
      id: expect.any(Number),
      institution: { id: schools['001'], name: expect.stringMatching(/^001 - /) },
      building: 'C épület',
      name: 'Nyelvi labor',
      area: 48.25,
      inner_height: 3.1,
      capacity: 28,
      floor_type: { id: 2, name: 'Linóleum' },
      floor_condition: 'Felújított',
      floor: { id: 3, name: '1. emelet' },
      is_for_disabled: false,
      room_number: '305',
      category: { id: 5, name: 'Laboratórium' },
      unit_code: '001',
      managed_by_school_district: false,
      can_edit: true,
      can_delete: true,
    });
    const got = await call('GET', `${base}/${r.id}/`, 'igenylo.a');
    expect(got.json()).toEqual(r);
    const bare = await create(room({ name: 'Raktár' }));
    expect(bare).toMatchObject({
      building: '',
      area: null,
      inner_height: null,
      capacity: null,
      floor: null,
      floor_type: null,
      category: null,
      is_for_disabled: false,
      managed_by_school_district: false,
    });
  });

  it('validation: required fields, bounds and static keys with Hungarian messages', async () => {
    const empty = await call('POST', `${base}/`, 'igenylo.a', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ name: ['Ez a mező nem lehet üres'], institution: ['Ez a mező nem lehet üres'] });
    const bounds = await call('POST', `${base}/`, 'igenylo.a', room({ area: -1, capacity: -5, inner_height: -0.5 }));
    expect(bounds.json()).toMatchObject({
      area: ['Nem lehet kisebb mint 0'],
      capacity: ['Nem lehet kisebb mint 0'],
      inner_height: ['Nem lehet kisebb mint 0'],
    });
    const keys = await call('POST', `${base}/`, 'igenylo.a', room({ floor: 99, floor_type: 99, category: 99 }));
    expect(keys.statusCode).toBe(400);
    expect(keys.json()).toEqual({ floor: ['Érvénytelen választás.'], floor_type: ['Érvénytelen választás.'], category: ['Érvénytelen választás.'] });
  });

  it('the PUT takes the GET answer back ({id, name} references become ids)', async () => {
    const r = await create(room({ name: 'Rajzterem', category: 2, floor: 2 }));
    const res = await call('PUT', `${base}/${r.id}/`, 'igenylo.a', { ...r, capacity: 30, category: { id: 1, name: 'Tanterem' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ capacity: 30, category: { id: 1, name: 'Tanterem' }, floor: { id: 2, name: 'Földszint' } });
  });

  it('list filters of 002 §7, q and order_by', async () => {
    const big = await create(room({ name: 'Filter nagy terem', area: 300, floor: 5, floor_type: 5, is_for_disabled: true }));
    const small = await create(room({ name: 'Filter kis terem', area: 20, floor: 2, floor_type: 1 }));
    const ids = async (query: string) => {
      const res = await call('GET', `${base}/?q=filter&${query}`, 'igenylo.a');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { id: number }[] }>().data.map((row) => row.id);
    };
    expect(await ids('min_area=100')).toEqual([big.id]);
    expect(await ids('max_area=100')).toEqual([small.id]);
    expect(await ids('floor=5')).toEqual([big.id]);
    expect(await ids('floor_type=1,5&order_by=-area')).toEqual([big.id, small.id]);
    expect(await ids('is_for_disabled=true')).toEqual([big.id]);
    expect(await ids(`institution=${schools['002']}`)).toEqual([]);
    expect(await ids('order_by=area')).toEqual([small.id, big.id]);
    expect((await call('GET', `${base}/?min_area=sok`, 'igenylo.a')).statusCode).toBe(400);
    const options = (await call('GET', `${base}/szurok/`, 'igenylo.a')).json();
    expect(Object.keys(options)).toEqual(['institution', 'floor', 'floor_type', 'min_area', 'max_area', 'is_for_disabled']);
  });

  it('scope: a school sees, edits and deletes only its own rooms; the centre all', async () => {
    const own = await create(room({ name: 'Scope A terem' }));
    const other = await create(room({ institution: schools['002'], name: 'Scope B terem' }), 'igenylo.b');
    const list = (await call('GET', `${base}/?q=scope`, 'igenylo.a')).json<{ data: { id: number }[] }>();
    expect(list.data.map((r) => r.id)).toEqual([own.id]);
    expect((await call('GET', `${base}/${other.id}/`, 'igenylo.a')).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${other.id}/`, 'igenylo.a', room({ name: 'Elvett' }))).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${other.id}/`, 'igenylo.a')).statusCode).toBe(404);
    const moved = await call('PUT', `${base}/${own.id}/`, 'igenylo.a', room({ institution: schools['002'] }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ institution: ['Ehhez az intézményhez nem rögzíthet.'] });
    const foreign = await call('POST', `${base}/`, 'igenylo.a', room({ institution: schools['002'] }));
    expect(foreign.json()).toEqual({ institution: ['Ehhez az intézményhez nem rögzíthet.'] });
    const centre = (await call('GET', `${base}/?q=scope`, 'admin')).json<{ data: { id: number }[] }>();
    expect(centre.data.map((r) => r.id).sort()).toEqual([own.id, other.id].sort());
  });

  it('mind/: every room the caller may pick as {id, name, institution}, narrowed by the list filters', async () => {
    const r = await create(room({ name: 'Mind terem', floor: 7 }));
    const mine = (await call('GET', `${base}/mind/`, 'igenylo.a')).json<{ id: number; name: string; institution: number }[]>();
    expect(mine).toContainEqual({ id: r.id, name: 'Mind terem', institution: schools['001'] });
    expect(mine.every((m) => m.institution === schools['001'])).toBe(true);
    const theirs = (await call('GET', `${base}/mind/`, 'igenylo.b')).json<{ id: number }[]>();
    expect(theirs.map((m) => m.id)).not.toContain(r.id);
    const upstairs = (await call('GET', `${base}/mind/?floor=7`, 'igenylo.a')).json<{ id: number }[]>();
    expect(upstairs.map((m) => m.id)).toEqual([r.id]);
  });

  it('delete: 204, then 404; read-only users and users without the permission are refused', async () => {
    const r = await create(room({ name: 'Bontandó terem' }));
    expect((await call('DELETE', `${base}/${r.id}/`, 'olvaso')).statusCode).toBe(403);
    expect((await call('DELETE', `${base}/${r.id}/`, 'hr')).statusCode).toBe(403);
    expect((await call('GET', `${base}/`, 'hr')).statusCode).toBe(403);
    const deleted = await call('DELETE', `${base}/${r.id}/`, 'igenylo.a');
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `${base}/${r.id}/`, 'igenylo.a')).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${r.id}/`, 'igenylo.a')).statusCode).toBe(404);
  });
});
