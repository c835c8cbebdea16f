// Room reservations (/api/teremfoglalasok/): a clashing reservation is refused (also when two
// arrive at once), the monthly calendar answers the caller's scope, free rooms of a period.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/teremfoglalasok';
const rooms: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const r of await server.services.prisma.room.findMany({ select: { id: true, name: true } })) rooms[r.name] = r.id;
});

const reservation = (over: object = {}) => ({
  subject: 'Szülői értekezlet',
  description: '',
  start_time: '2032-03-10 10:00',
  end_time: '2032-03-10 12:00',
  room: rooms['Informatika terem'],
  participants: '9.A',
  ...over,
});

const post = (body: object, who = 'igenylo.a') => server.app.inject({ method: 'POST', url: `${base}/`, headers: as(who), payload: body });
const get = (url: string, who = 'igenylo.a') => server.app.inject({ method: 'GET', url, headers: as(who) });

async function create(body: object, who = 'igenylo.a') {
  const res = await post(body, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; reference_number: string }>();
}

async function decide(id: number, who: string, label: string, answers: object = {}) {
  const detail = (await get(`${base}/${id}/`, who)).json<{ current_step: { options: { id: number; label: string }[] } }>();
  const option = detail.current_step.options.find((o) => o.label === label)!;
  const res = await server.app.inject({
    method: 'POST',
    url: `${base}/${id}/donteshozas/`,
    headers: as(who),
    payload: { decision_option: option.id, answers },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('room reservations: clashes', () => {
  it('refuses an overlapping reservation of the same room, naming the clash; touching ends and other rooms are fine', async () => {
    const first = await create(reservation({ subject: 'Matematika verseny' }));
    const clash = await post(reservation({ start_time: '2032-03-10 11:30', end_time: '2032-03-10 13:00' }));
    expect(clash.statusCode).toBe(400);
    const message = clash.json<{ room: string[] }>().room[0];
    expect(message).toContain('Informatika terem');
    expect(message).toContain('„Matematika verseny”');
    expect(message).toContain(first.reference_number);
    expect(message).toContain('2032-03-10 10:00 – 2032-03-10 12:00');
    await create(reservation({ start_time: '2032-03-10 12:00', end_time: '2032-03-10 13:00' }));
    await create(reservation({ room: rooms['Fizika előadó'] }));
  });

  it('an approved reservation still holds the room; a rejected one frees it', async () => {
    const slot = { start_time: '2032-03-11 08:00', end_time: '2032-03-11 09:00' };
    const approved = await create(reservation(slot));
    await decide(approved.id, 'igenylo.a', 'Beküldés');
    await decide(approved.id, 'vezeto.a', 'Jóváhagyás');
    expect((await post(reservation(slot))).statusCode).toBe(400);

    const other = { ...slot, room: rooms['Tornaterem'] };
    const rejected = await create(reservation(other));
    await decide(rejected.id, 'igenylo.a', 'Beküldés');
    await decide(rejected.id, 'vezeto.a', 'Elutasítás', { reason: 'Felújítás miatt zárva.' });
    await create(reservation(other));
  });

  it('of two simultaneous requests for one slot exactly one passes', async () => {
    const body = reservation({ start_time: '2032-03-12 14:00', end_time: '2032-03-12 15:00', room: rooms['Villanyszerelő tanműhely'] });
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('refuses an end before the start and a room of another school', async () => {
    const backwards = await post(reservation({ start_time: '2032-03-13 10:00', end_time: '2032-03-13 09:00' }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ end_time: ['A foglalás vége a kezdete után legyen.'] });
    expect((await post(reservation({ start_time: '2032-03-13 25:00' }))).json()).toEqual({
      start_time: ['Érvénytelen időpont, a helyes formátum: ÉÉÉÉ-HH-NN ÓÓ:PP.'],
    });
    expect((await post(reservation({ room: rooms['Díszterem'] }))).json()).toEqual({ room: ['Nem létező elem.'] });
  });

  it('an update keeps its own slot but meets the others', async () => {
    const a = await create(reservation({ start_time: '2032-03-14 10:00', end_time: '2032-03-14 11:00' }));
    await create(reservation({ start_time: '2032-03-14 11:00', end_time: '2032-03-14 12:00' }));
    const put = (end: string) =>
      server.app.inject({
        method: 'PUT',
        url: `${base}/${a.id}/`,
        headers: as('igenylo.a'),
        payload: reservation({ start_time: '2032-03-14 10:00', end_time: end }),
      });
    expect((await put('2032-03-14 10:30')).statusCode).toBe(200);
    expect((await put('2032-03-14 11:30')).statusCode).toBe(400);
  });
});

describe('room reservations: calendar', () => {
  it("answers the month's events in the caller's scope, with links to the records", async () => {
    const inside = await create(reservation({ subject: 'Áprilisi tanári', start_time: '2032-04-15 09:00', end_time: '2032-04-15 10:00' }));
    const across = await create(
      reservation({ subject: 'Hónapváltó tábor', start_time: '2032-03-31 20:00', end_time: '2032-04-01 08:00', room: rooms['Fizika előadó'] }),
    );
    const schoolB = await create(
      reservation({ subject: 'B iskola próbája', start_time: '2032-04-16 09:00', end_time: '2032-04-16 10:00', room: rooms['Díszterem'] }),
      'igenylo.b',
    );
    const mayEvents = await create(reservation({ subject: 'Májusi', start_time: '2032-05-01 00:00', end_time: '2032-05-01 01:00' }));

    const res = await get(`${base}/naptar/?year=2032&month=4`);
    expect(res.statusCode, res.body).toBe(200);
    const { events } = res.json<{ events: { id: number; title: string; start: string; end: string; url: string }[] }>();
    const ids = events.map((e) => e.id);
    expect(ids).toContain(inside.id);
    expect(ids).toContain(across.id);
    expect(ids).not.toContain(schoolB.id);
    expect(ids).not.toContain(mayEvents.id);
    expect(events.find((e) => e.id === inside.id)).toMatchObject({
      title: 'Informatika terem: Áprilisi tanári',
      start: '2032-04-15 09:00',
      end: '2032-04-15 10:00',
      url: `/muszak/teremfoglalasok/${inside.id}.html`,
    });

    const theirs = (await get(`${base}/naptar/?year=2032&month=4`, 'igenylo.b')).json<{ events: { id: number }[] }>().events.map((e) => e.id);
    expect(theirs).toEqual([schoolB.id]);
    const byRoom = (await get(`${base}/naptar/?year=2032&month=4&room=${rooms['Fizika előadó']}`)).json<{ events: { id: number }[] }>();
    expect(byRoom.events.map((e) => e.id)).toEqual([across.id]);
    expect((await get(`${base}/naptar/?year=2032&month=13`)).statusCode).toBe(400);
    expect((await get(`${base}/naptar/`)).statusCode).toBe(400);
  });
});

describe('room reservations: free rooms', () => {
  it("answers the caller's rooms free for the whole period; own_room_id leaves the edited reservation out", async () => {
    const held = await create(reservation({ start_time: '2032-06-01 10:00', end_time: '2032-06-01 12:00', room: rooms['Tornaterem'] }));
    const free = async (query: string, who = 'igenylo.a') => {
      const res = await get(`${base}/szabad-termek/?${query}`, who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: number; name: string }[]>().map((r) => r.name);
    };
    const during = await free('start_time=2032-06-01 11:00&end_time=2032-06-01 13:00');
    expect(during).not.toContain('Tornaterem');
    expect(during).toContain('Informatika terem');
    expect(during).not.toContain('Díszterem');
    expect(await free('start_time=2032-06-01 12:00&end_time=2032-06-01 13:00')).toContain('Tornaterem');
    expect(await free(`start_time=2032-06-01 11:00&end_time=2032-06-01 13:00&own_room_id=${held.id}`)).toContain('Tornaterem');
    expect(await free('start_time=2032-06-01 11:00&end_time=2032-06-01 13:00', 'igenylo.b')).toEqual(expect.arrayContaining(['Díszterem', 'Kémia labor']));
    const bad = await get(`${base}/szabad-termek/?start_time=2032-06-01&end_time=2032-06-01 13:00`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ start_time: ['Érvénytelen időpont, a helyes formátum: ÉÉÉÉ-HH-NN ÓÓ:PP.'] });
  });
});
