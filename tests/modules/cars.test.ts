// Cars (/api/gepjarmuvek/): a car every school may book is read (not kept) by the other schools;
// only the keepers write; validity dates past today read as expired; refuel lines keep their ids.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/gepjarmuvek';
const cars: Record<string, number> = {};
let schoolA: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'muszak']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const c of await server.services.prisma.car.findMany({ select: { id: true, name: true } })) cars[c.name] = c.id;
  schoolA = (await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } })).id;
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) => server.app.inject({ method, url, headers: as(who), payload });
type TCar = { id: number; name: string; can_edit: boolean; mot_test_expired: boolean; highway_sticker_expired: boolean; refuels: { id: number }[] };

const car = (over: object = {}) => ({
  institution: schoolA,
  name: 'Dacia Duster',
  plate_number: 'aa bb-321',
  person_count: 5,
  fuel_type: 1,
  mot_test_valid_till: '2030-01-31',
  ...over,
});

describe('cars', () => {
  it('a shared car is read by every school and kept only by its own; an unshared one is another school’s 404', async () => {
    const listB = (await send('GET', `${base}/?limit=100`, 'igenylo.b')).json<{ data: { id: number }[]; can_create: boolean }>();
    const idsB = listB.data.map((c) => c.id);
    expect(idsB).toEqual(expect.arrayContaining([cars['Ford Transit kisbusz'], cars['Volkswagen Crafter'], cars['Opel Astra']]));
    expect(idsB).not.toContain(cars['Suzuki Vitara']);
    expect(listB.can_create).toBe(false);
    const shared = await send('GET', `${base}/${cars['Ford Transit kisbusz']}/`, 'igenylo.b');
    expect(shared.json<TCar>().can_edit).toBe(false);
    expect((await send('GET', `${base}/${cars['Suzuki Vitara']}/`, 'igenylo.b')).statusCode).toBe(404);
    const mind = (await send('GET', `${base}/mind/`, 'igenylo.b')).json<{ id: number }[]>().map((c) => c.id);
    expect(mind).toContain(cars['Ford Transit kisbusz']);
    expect(mind).not.toContain(cars['Suzuki Vitara']);
    // A school user reads its cars but does not keep them.
    expect((await send('POST', `${base}/`, 'igenylo.a', car())).statusCode).toBe(403);
    expect((await send('GET', `${base}/${cars['Suzuki Vitara']}/`, 'muszak')).json<TCar>().can_edit).toBe(true);
  });

  it('a validity date before today reads as expired, today’s does not; the plate is stored in capitals', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
    const created = await send('POST', `${base}/`, 'muszak', car({ mot_test_valid_till: '2020-05-31', highway_sticker: today }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ plate_number: 'AA BB-321', mot_test_expired: true, highway_sticker_expired: false });
    const listed = (await send('GET', `${base}/?limit=100`, 'igenylo.a')).json<{ data: TCar[] }>().data.find((c) => c.name === 'Suzuki Vitara');
    expect(listed?.mot_test_expired).toBe(true);
  });

  it('refuel lines keep their ids across a PUT; a line left out is deleted', async () => {
    const refuels = [
      { time_point: '2032-01-05 08:00', cost: 20000, meter_value: 1000 },
      { time_point: '2032-01-20 08:00', cost: 21000, meter_value: 1500.5 },
    ];
    const created = (await send('POST', `${base}/`, 'muszak', car({ plate_number: 'RFL-001', refuels }))).json<TCar>();
    expect(created.refuels).toHaveLength(2);
    const [first] = created.refuels;
    const put = await send('PUT', `${base}/${created.id}/`, 'muszak', {
      ...created,
      refuels: [
        { ...first, cost: 19990 },
        { time_point: '2032-02-02 09:15', cost: 18000, meter_value: 2100 },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = put.json<{ refuels: { id: number; cost: number; time_point: string }[] }>().refuels;
    expect(after).toHaveLength(2);
    expect(after[0].id).toBe(first.id);
    expect(after[1].id).not.toBe(created.refuels[1].id);
    expect(after[0]).toMatchObject({ cost: 19990, time_point: '2032-01-05 08:00' });
  });
});
