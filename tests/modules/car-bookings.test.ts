// Car bookings (/api/gepjarmuigeny/): a clashing booking is refused at `car`, touching ones are
// not (also across a DST change); free cars of a period at its boundaries; the flow; the calendar.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/gepjarmuigeny';
const cars: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b', 'muszak']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const c of await server.services.prisma.car.findMany({ select: { id: true, name: true } })) cars[c.name] = c.id;
});

const booking = (over: object = {}) => ({
  start_date: '2032-03-10 08:00',
  end_date: '2032-03-10 12:00',
  car: cars['Suzuki Vitara'],
  travel_path: 'Debrecen – Hajdúszoboszló',
  driver: 'Kovács István',
  person_count: 3,
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

async function free(query: string, who = 'igenylo.a') {
  const res = await get(`${base}/szabad-autok/?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; name: string }[]>().map((c) => c.id);
}

describe('car bookings: clashes', () => {
  it('refuses an overlapping booking of the same car at `car`, naming the clash; touching ends and other cars are fine', async () => {
    const first = await create(booking({ travel_path: 'Debrecen – Nyíregyháza' }));
    const clash = await post(booking({ start_date: '2032-03-10 11:59', end_date: '2032-03-10 14:00' }));
    expect(clash.statusCode).toBe(400);
    const message = clash.json<{ car: string[] }>().car[0];
    expect(message).toContain('Suzuki Vitara (AB CD-123)');
    expect(message).toContain(`${first.reference_number} „Debrecen – Nyíregyháza”`);
    expect(message).toContain('2032-03-10 08:00 – 2032-03-10 12:00');
    await create(booking({ start_date: '2032-03-10 12:00', end_date: '2032-03-10 14:00' }));
    await create(booking({ start_date: '2032-03-10 06:00', end_date: '2032-03-10 08:00' }));
    await create(booking({ car: cars['Ford Transit kisbusz'] }));
  });

  it('touching bookings across the spring and autumn DST changes do not clash; overlapping ones do', async () => {
    // 2032-03-28 02:00 → 03:00 (the day has 23 hours); 2032-10-31 03:00 → 02:00 (25 hours).
    const car = cars['Ford Transit kisbusz'];
    await create(booking({ car, start_date: '2032-03-27 22:00', end_date: '2032-03-28 03:00' }));
    await create(booking({ car, start_date: '2032-03-28 03:00', end_date: '2032-03-28 05:00' }));
    expect((await post(booking({ car, start_date: '2032-03-28 01:30', end_date: '2032-03-28 01:45' }))).statusCode).toBe(400);
    expect(await free('start_date=2032-03-28 01:00&end_date=2032-03-28 03:00')).not.toContain(car);
    expect(await free('start_date=2032-03-28 05:00&end_date=2032-03-28 06:00')).toContain(car);

    await create(booking({ car, start_date: '2032-10-31 00:00', end_date: '2032-10-31 04:00' }));
    await create(booking({ car, start_date: '2032-10-31 04:00', end_date: '2032-10-31 06:00' }));
    expect((await post(booking({ car, start_date: '2032-10-31 03:30', end_date: '2032-10-31 04:30' }))).statusCode).toBe(400);
    expect(await free('start_date=2032-10-31 06:00&end_date=2032-10-31 07:00')).toContain(car);
  });

  it('an approved booking still holds the car; a rejected one frees it', async () => {
    const slot = { start_date: '2032-03-11 08:00', end_date: '2032-03-11 16:00' };
    const approved = await create(booking(slot));
    await decide(approved.id, 'igenylo.a', 'Beküldés');
    await decide(approved.id, 'vezeto.a', 'Jóváhagyás');
    await decide(approved.id, 'muszak', 'Jóváhagyás');
    expect((await get(`${base}/${approved.id}/`)).json<{ state: string }>().state).toBe('closed_positive');
    expect((await post(booking(slot))).statusCode).toBe(400);

    const other = { ...slot, car: cars['Ford Transit kisbusz'] };
    const rejected = await create(booking(other));
    await decide(rejected.id, 'igenylo.a', 'Beküldés');
    await decide(rejected.id, 'vezeto.a', 'Elutasítás', { reason: 'Nincs kísérő.' });
    await create(booking(other));
  });

  it("a centre's own booking goes from its requester to the car keepers (no head of school above it)", async () => {
    const own = await create(booking({ car: cars['Nissan Leaf'], start_date: '2032-03-12 08:00', end_date: '2032-03-12 10:00' }), 'muszak');
    await decide(own.id, 'muszak', 'Beküldés');
    const detail = (await get(`${base}/${own.id}/`, 'muszak')).json<{ current_step: { name: string; group: { name: string } | null } }>();
    expect(detail.current_step).toMatchObject({ name: 'Gépjármű kiadása', group: { name: 'Műszaki referensek' } });
  });

  it('an update keeps its own slot but meets the others; a car the school may not book is no car', async () => {
    const a = await create(booking({ start_date: '2032-03-14 10:00', end_date: '2032-03-14 11:00' }));
    await create(booking({ start_date: '2032-03-14 11:00', end_date: '2032-03-14 12:00' }));
    const put = (end: string) =>
      server.app.inject({
        method: 'PUT',
        url: `${base}/${a.id}/`,
        headers: as('igenylo.a'),
        payload: booking({ start_date: '2032-03-14 10:00', end_date: end }),
      });
    expect((await put('2032-03-14 10:30')).statusCode).toBe(200);
    expect((await put('2032-03-14 11:30')).statusCode).toBe(400);
    expect((await post(booking({ car: cars['Opel Astra'] }))).json()).toEqual({ car: ['Nem létező elem.'] });
    const backwards = await post(booking({ start_date: '2032-03-13 10:00', end_date: '2032-03-13 10:00' }));
    expect(backwards.json()).toEqual({ end_date: ['A visszaérkezés az indulás után legyen.'] });
  });
});

describe('car bookings: free cars', () => {
  it('answers the bookable cars free for the whole period: own and shared ones; booking_id leaves the edited booking out', async () => {
    const held = await create(booking({ start_date: '2032-06-01 10:00', end_date: '2032-06-01 12:00' }));
    const suzuki = cars['Suzuki Vitara'];
    expect(await free('start_date=2032-06-01 11:59&end_date=2032-06-01 13:00')).not.toContain(suzuki);
    expect(await free('start_date=2032-06-01 09:00&end_date=2032-06-01 10:01')).not.toContain(suzuki);
    expect(await free('start_date=2032-06-01 12:00&end_date=2032-06-01 13:00')).toContain(suzuki);
    expect(await free('start_date=2032-06-01 08:00&end_date=2032-06-01 10:00')).toContain(suzuki);
    expect(await free(`start_date=2032-06-01 11:00&end_date=2032-06-01 13:00&booking_id=${held.id}`)).toContain(suzuki);
    // School 002 books its own car and the shared ones (school 001's minibus, the centre's), not school 001's own car.
    const theirs = await free('start_date=2032-06-01 11:00&end_date=2032-06-01 13:00', 'igenylo.b');
    expect(theirs).toEqual(expect.arrayContaining([cars['Opel Astra'], cars['Ford Transit kisbusz'], cars['Volkswagen Crafter']]));
    expect(theirs).not.toContain(suzuki);
    const bad = await get(`${base}/szabad-autok/?start_date=2032-06-01&end_date=2032-06-01 13:00`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ start_date: ['Érvénytelen időpont, a helyes formátum: ÉÉÉÉ-HH-NN ÓÓ:PP.'] });
  });
});

describe("car bookings: another school's clash (issue 22 §3)", () => {
  it("a clash on a shared car says it is taken, without the other school's reference, route or times; its own school's clash names them", async () => {
    const shared = { car: cars['Ford Transit kisbusz'], start_date: '2032-05-20 08:00', end_date: '2032-05-20 12:00' };
    const theirs = await create(booking({ ...shared, travel_path: 'Debrecen – Titkos út' }), 'igenylo.a');
    const clash = await post(booking({ ...shared, start_date: '2032-05-20 10:00' }), 'igenylo.b');
    expect(clash.statusCode).toBe(400);
    const { plate_number } = await server.services.prisma.car.findUniqueOrThrow({ where: { id: shared.car }, select: { plate_number: true } });
    expect(clash.json()).toEqual({ car: [`A(z) Ford Transit kisbusz (${plate_number}) gépjármű ebben az időszakban már foglalt.`] });
    expect(clash.body).not.toContain(theirs.reference_number);
    expect(clash.body).not.toContain('Titkos');
    const own = await post(booking({ ...shared, start_date: '2032-05-20 10:00' }), 'igenylo.a');
    expect(own.json<{ car: string[] }>().car[0]).toContain('„Debrecen – Titkos út”');
  });
});

describe('car bookings: calendar', () => {
  it("answers the month's holding bookings in the caller's scope, titled with the car and the route", async () => {
    const inside = await create(booking({ start_date: '2032-04-15 09:00', end_date: '2032-04-15 10:00', travel_path: 'Debrecen – Eger' }));
    const shared = await create(booking({ car: cars['Ford Transit kisbusz'], start_date: '2032-04-16 09:00', end_date: '2032-04-16 10:00' }), 'igenylo.b');
    const { events } = (await get(`${base}/naptar/?year=2032&month=4`)).json<{ events: { id: number; title: string; url: string }[] }>();
    expect(events.find((e) => e.id === inside.id)).toMatchObject({
      title: 'Suzuki Vitara (AB CD-123): Debrecen – Eger',
      url: `/muszak/gepjarmuigeny/${inside.id}.html`,
    });
    expect(events.map((e) => e.id)).not.toContain(shared.id);
    const byCar = (await get(`${base}/naptar/?year=2032&month=4&car=${cars['Ford Transit kisbusz']}`, 'igenylo.b')).json<{ events: { id: number }[] }>();
    expect(byCar.events.map((e) => e.id)).toEqual([shared.id]);
  });
});
