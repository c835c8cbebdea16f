// Room bookings (/api/teremberles/): weekly occasions expanded to the periods they hold, the total
// by unit and by Hungarian working day, a clash with another booking or a reservation refused both
// ways (touching periods are fine, also across a DST change), szabad-termek/ counting bookings,
// the spec's validation texts and the GET → PUT round trip.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { bookingSlots, bookingTotal, occasionPeriod, type TBookingTerms } from '../../server/src/modules/technical/room-bookings/rules.ts';
import type { TOccasion } from '../../server/src/workflow/occasions.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/teremberles';
const rooms: Record<string, number> = {};
/** price_units keys (prisma/seed/lists/technical.ts). */
const [HOUR, OCCASION, DAY, MONTH] = [1, 2, 3, 4];

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'kozpontipenzugy']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const r of await server.services.prisma.room.findMany({ select: { id: true, name: true } })) rooms[r.name] = r.id;
});

const weekly = (day_of_the_week: number, start_time = '17:00', end_time = '19:00'): TOccasion => ({
  type: 'weekly',
  date: null,
  day_of_the_week,
  start_time,
  end_time,
});
const once = (date: string, start_time = '08:00', end_time = '08:00'): TOccasion => ({ type: 'one_time', date, day_of_the_week: null, start_time, end_time });

const booking = (over: Record<string, unknown> = {}) => ({
  name: 'Debreceni Sakkör Egyesület',
  mailing_address: { zip_code: '4001', city: 'Debrecen', address_1: 'Pf. 45.' },
  rooms: [rooms['Fizika előadó']],
  start_date: '2033-03-01',
  end_date: '2033-03-31',
  price_workday: 10_000,
  price_weekend: 15_000,
  price_unit: HOUR,
  occasions: [once('2033-03-08', '10:00', '12:00')],
  ...over,
});

const post = (url: string, body: object, who = 'igenylo.a') => server.app.inject({ method: 'POST', url, headers: as(who), payload: body });
const get = (url: string, who = 'igenylo.a') => server.app.inject({ method: 'GET', url, headers: as(who) });

async function create(body: object, who = 'igenylo.a') {
  const res = await post(`${base}/`, body, who);
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: number }>();
  return (await get(`${base}/${id}/`, who)).json<Record<string, unknown> & { id: number; reference_number: string }>();
}

describe('room bookings: terms (pure)', () => {
  const terms = (over: Partial<TBookingTerms>): TBookingTerms => ({
    start_date: '2026-10-01',
    end_date: '2026-10-31',
    price_workday: 1_000,
    price_weekend: 3_000,
    occasions: [],
    ...over,
  });

  it('expands a weekly occasion to every such weekday of the period, for every room', () => {
    // October 2026 Fridays: 2, 9, 16, 23 (a holiday), 30.
    const slots = bookingSlots(terms({ occasions: [weekly(5, '17:00', '18:00')] }), [7, 8]);
    expect(slots).toHaveLength(10);
    expect(slots.filter((s) => s.resource_id === 7).map((s) => s.start.toISOString())).toEqual([
      '2026-10-02T15:00:00.000Z',
      '2026-10-09T15:00:00.000Z',
      '2026-10-16T15:00:00.000Z',
      '2026-10-23T15:00:00.000Z',
      // After the change to winter time (25 October) 17:00 is 16:00 UTC.
      '2026-10-30T16:00:00.000Z',
    ]);
  });

  it('prices each day by the Hungarian calendar: holiday and decreed rest day at the weekend price, a worked Saturday at the workday price', () => {
    // 2026-10-23 national holiday (Friday), 2026-08-21 decreed rest day (Friday), 2026-08-08 worked Saturday, 2026-10-24 Saturday, 2026-10-22 Thursday.
    const days = ['2026-10-22', '2026-10-23', '2026-10-24', '2026-08-21', '2026-08-08'].map((d) => once(d, '10:00', '12:00'));
    const t = terms({ start_date: '2026-08-01', occasions: days });
    expect(bookingTotal(t, 'occasion')).toBe(1_000n + 3_000n + 3_000n + 3_000n + 1_000n);
    expect(bookingTotal(t, 'hour')).toBe(2n * 11_000n);
    // Two occasions on one day are one day.
    expect(bookingTotal(terms({ occasions: [once('2026-10-22', '08:00', '10:00'), once('2026-10-22', '14:00', '15:00')] }), 'day')).toBe(1_000n);
    expect(bookingTotal(t, null)).toBe(0n);
  });

  it('rounds hours once, half up: 3 × 1.5 h at 1 001 Ft', () => {
    const t = terms({ price_workday: 1_001, occasions: [weekly(1, '17:00', '18:30')], start_date: '2026-10-05', end_date: '2026-10-19' });
    expect(bookingTotal(t, 'hour')).toBe(4_505n); // 4 504.5
  });

  it('keeps Budapest wall-clock times across a DST change; the whole day of 25 October is 25 hours', () => {
    // 2027-03-28: 02:00 → 03:00. 01:00–04:00 wall clock is two real hours.
    const spring = occasionPeriod({ start_time: '01:00', end_time: '04:00' }, '2027-03-28');
    expect([spring.start.toISOString(), spring.end.toISOString()]).toEqual(['2027-03-28T00:00:00.000Z', '2027-03-28T02:00:00.000Z']);
    const autumn = occasionPeriod({ start_time: '08:00', end_time: '08:00' }, '2026-10-25');
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });
});

describe('room bookings: the server total and round trip', () => {
  it('stores the total and type; the GET answer goes back by PUT unchanged, the booking not clashing with itself', async () => {
    // March 2033 Tuesdays: 1, 8, 15 (national holiday), 22, 29; Saturdays 5, 12, 19, 26.
    const r = await create(
      booking({
        start_date: '2033-03-01',
        end_date: '2033-03-31',
        price_unit: OCCASION,
        occasions: [weekly(2, '06:00', '07:00'), weekly(6, '06:00', '07:00')],
      }),
    );
    expect(r.total_price).toBe(4 * 10_000 + 5 * 15_000);
    expect(r.type).toBe('weekly');
    expect(r.rooms).toEqual([{ id: rooms['Fizika előadó'], name: 'Fizika előadó' }]);
    const put = await server.app.inject({ method: 'PUT', url: `${base}/${r.id}/`, headers: as('igenylo.a'), payload: r });
    expect(put.statusCode, put.body).toBe(200);
    const again = (await get(`${base}/${r.id}/`)).json<Record<string, unknown>>();
    expect(again.total_price).toBe(r.total_price);
    expect(again.occasions).toEqual(r.occasions);
    // The ids the spec's create sends are taken by PUT too.
    const byIds = await server.app.inject({
      method: 'PUT',
      url: `${base}/${r.id}/`,
      headers: as('igenylo.a'),
      payload: { ...r, rooms: [rooms['Tornaterem']] },
    });
    expect(byIds.statusCode, byIds.body).toBe(200);
    expect(byIds.json<{ rooms: unknown }>().rooms).toEqual([{ id: rooms['Tornaterem'], name: 'Tornaterem' }]);
    const daily = await create(booking({ price_unit: DAY, occasions: [once('2033-03-09', '06:00', '07:00'), once('2033-03-09', '20:00', '21:00')] }));
    expect(daily.total_price).toBe(10_000);
  });

  it("answers the spec's validation texts and refuses rooms of another school and a monthly price", async () => {
    const bad = await post(`${base}/`, { ...booking(), mailing_address: '', bank_account_number: '12345678-12345678', contact_email: 'nem-email' });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<Record<string, string[]>>();
    expect(errors.mailing_address).toBeDefined();
    expect(errors.bank_account_number).toEqual(['Hibás bankszámlaszám']);
    expect(errors.contact_email).toEqual(['Nem valós email!']);
    const foreign = await post(`${base}/`, booking({ rooms: [rooms['Díszterem']] }));
    expect(foreign.statusCode).toBe(400);
    // A room the writer may not read is answered as an unknown one: its name is not told (issue 22 §3).
    expect(foreign.json()).toEqual({ rooms: ['Nem létező elem.'] });
    const monthly = await post(`${base}/`, booking({ price_unit: MONTH }));
    expect(monthly.json<{ price_unit: string[] }>().price_unit[0]).toContain('órára, alkalomra vagy napra');
    expect((await post(`${base}/`, booking({ rooms: [] }))).json<{ rooms: string[] }>().rooms).toEqual(['Válasszon legalább egy termet.']);
  });

  it("checks the renter company's identifiers as the kit's company group does (issue 23 #5)", async () => {
    const bad = await post(`${base}/`, booking({ tax_number: '23456781-2-09', company_registration_number: '21-09-123456', score_number: '23456781-1234' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      tax_number: ['Hibás adószám: a 8. számjegy (ellenőrző szám) nem egyezik.'],
      company_registration_number: ['Hibás cégjegyzékszám (formátum: 01-09-123456, a cégbíróság kódja 01–20).'],
      score_number: ['Hibás KSH statisztikai számjel (formátum: 12345678-1234-123-12).'],
    });
    const mismatch = await post(`${base}/`, booking({ tax_number: '23456787-2-09', score_number: '11111111-1234-123-12' }));
    expect(mismatch.json()).toEqual({ score_number: ['A KSH statisztikai számjel első 8 számjegye az adószám első 8 számjegye kell legyen.'] });
    const ok = await create(booking({ tax_number: '23456787209', company_registration_number: '0109123456', score_number: '23456787123412312' }));
    expect(ok).toMatchObject({ tax_number: '23456787-2-09', company_registration_number: '01-09-123456', score_number: '23456787-1234-123-12' });
  });
});

describe('room bookings: addresses', () => {
  it("takes address, seat_address and mailing_address as 000 §3's address object, answers them back and takes the GET answer back by PUT", async () => {
    const address = {
      zip_code: '4025',
      city: 'Debrecen',
      county: 'Hajdú-Bihar',
      address_1: 'Piac utca 1.',
      address_2: '',
      country: 'Magyarország',
      valid_till: '2033-12-31',
    };
    const seat = { ...address, address_1: 'Egyetem tér 1.', valid_till: null };
    const mailing = { ...address, address_1: 'Pf. 45.', address_2: 'Titkárság' };
    const r = await create(booking({ address, seat_address: seat, mailing_address: mailing, occasions: [once('2033-03-22', '10:00', '12:00')] }));
    expect([r.address, r.seat_address, r.mailing_address]).toEqual([address, seat, mailing]);
    const put = await server.app.inject({ method: 'PUT', url: `${base}/${r.id}/`, headers: as('igenylo.a'), payload: r });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(`${base}/${r.id}/`)).json()).toMatchObject({ address, seat_address: seat, mailing_address: mailing });
  });
});

describe('room bookings: rooms by name, the calendar by occasion', () => {
  it("a central finance decider reads the booking's rooms by name without the rooms module", async () => {
    const r = await create(booking({ rooms: [rooms['Tornaterem'], rooms['Informatika terem']], occasions: [once('2033-03-23', '06:00', '07:00')] }));
    expect((await get('/api/termek/mind/', 'kozpontipenzugy')).statusCode).toBe(403);
    const read = await get(`${base}/${r.id}/`, 'kozpontipenzugy');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ rooms: unknown }>().rooms).toEqual([
      { id: rooms['Tornaterem'], name: 'Tornaterem' },
      { id: rooms['Informatika terem'], name: 'Informatika terem' },
    ]);
  });

  it('shows one entry per room and occasion day, each linking to its booking; the room filter keeps that room', async () => {
    // May 2034 Wednesdays: 3, 10, 17, 24, 31.
    const r = await create(
      booking({
        name: 'Naptár Egyesület',
        time_period: 'tavasz',
        rooms: [rooms['Tornaterem'], rooms['Informatika terem']],
        start_date: '2034-05-01',
        end_date: '2034-05-31',
        occasions: [weekly(3, '17:30', '19:00')],
      }),
    );
    type TEvent = { id: number; title: string; start: string; end: string; all_day: boolean; url: string };
    const month = async (query = '') =>
      (await get(`${base}/naptar/?year=2034&month=5${query}`)).json<{ events: TEvent[] }>().events.filter((e) => e.id === r.id);
    const events = await month();
    expect(events).toHaveLength(10);
    expect(events[0]).toMatchObject({ start: '2034-05-03 17:30', end: '2034-05-03 19:00', all_day: false, url: `/muszak/teremberles/${r.id}.html` });
    expect(
      events
        .slice(0, 2)
        .map((e) => e.title)
        .sort(),
    ).toEqual(['Informatika terem: Naptár Egyesület (tavasz)', 'Tornaterem: Naptár Egyesület (tavasz)']);
    const gym = await month(`&room=${rooms['Tornaterem']}`);
    expect(gym.map((e) => e.start)).toEqual(['2034-05-03 17:30', '2034-05-10 17:30', '2034-05-17 17:30', '2034-05-24 17:30', '2034-05-31 17:30']);
    expect(new Set(gym.map((e) => e.title))).toEqual(new Set(['Tornaterem: Naptár Egyesület (tavasz)']));
    const whole = await create(
      booking({ name: 'Egésznapos', price_unit: DAY, start_date: '2034-06-01', end_date: '2034-06-30', occasions: [once('2034-06-06')] }),
    );
    const june = (await get(`${base}/naptar/?year=2034&month=6`)).json<{ events: TEvent[] }>().events.filter((e) => e.id === whole.id);
    expect(june).toEqual([expect.objectContaining({ start: '2034-06-06', end: '2034-06-06', all_day: true })]);
  });
});

describe('room bookings: clashes', () => {
  it('refuses an occasion overlapping another booking of the room, naming it; touching periods and other rooms are fine', async () => {
    const room = rooms['Villanyszerelő tanműhely'];
    const first = await create(
      booking({ name: 'Első Bérlő Kft.', rooms: [room], occasions: [once('2033-04-05', '10:00', '12:00')], start_date: '2033-04-01', end_date: '2033-04-30' }),
    );
    const weeklyClash = await post(
      `${base}/`,
      booking({ rooms: [room], start_date: '2033-04-01', end_date: '2033-04-30', occasions: [weekly(2, '11:00', '13:00')] }),
    );
    expect(weeklyClash.statusCode).toBe(400);
    const message = weeklyClash.json<{ occasions: string[] }>().occasions[0];
    expect(message).toContain('Villanyszerelő tanműhely');
    expect(message).toContain(first.reference_number);
    expect(message).toContain('„Első Bérlő Kft.”');
    expect(message).toContain('2033-04-05 11:00 – 2033-04-05 13:00');
    await create(booking({ rooms: [room], start_date: '2033-04-01', end_date: '2033-04-30', occasions: [weekly(2, '12:00', '13:00')] }));
    await create(
      booking({ rooms: [rooms['Fizika előadó']], start_date: '2033-04-05', end_date: '2033-04-05', occasions: [once('2033-04-05', '10:00', '12:00')] }),
    );
  });

  it('a booking and a reservation refuse each other both ways; szabad-termek/ counts the booking', async () => {
    const room = rooms['Tornaterem'];
    const reservation = await post('/api/teremfoglalasok/', {
      subject: 'Diáksport nap',
      start_time: '2033-05-10 08:00',
      end_time: '2033-05-10 12:00',
      room,
      participants: 'Teljes iskola',
    });
    expect(reservation.statusCode, reservation.body).toBe(201);
    const day = { start_date: '2033-05-10', end_date: '2033-05-10', rooms: [room] };
    const refused = await post(`${base}/`, booking({ ...day, occasions: [once('2033-05-10', '11:00', '13:00')] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ occasions: string[] }>().occasions[0]).toContain('„Diáksport nap” teremfoglalás');
    // A whole-day occasion takes the room from midnight to midnight.
    expect((await post(`${base}/`, booking({ ...day, occasions: [once('2033-05-10')] }))).statusCode).toBe(400);
    const booked = await create(booking({ ...day, name: 'Kézilabda Klub', occasions: [once('2033-05-10', '12:00', '14:00')] }));
    const other = await post('/api/teremfoglalasok/', {
      subject: 'Edzés',
      start_time: '2033-05-10 13:00',
      end_time: '2033-05-10 15:00',
      room,
      participants: '',
    });
    expect(other.statusCode).toBe(400);
    const message = other.json<{ room: string[] }>().room[0];
    expect(message).toContain('„Kézilabda Klub” teremberlés');
    expect(message).toContain(booked.reference_number);
    const after = await post('/api/teremfoglalasok/', {
      subject: 'Edzés',
      start_time: '2033-05-10 14:00',
      end_time: '2033-05-10 15:00',
      room,
      participants: '',
    });
    expect(after.statusCode, after.body).toBe(201);
    const free = async (query: string) => (await get(`/api/teremfoglalasok/szabad-termek/?${query}`)).json<{ name: string }[]>().map((r) => r.name);
    expect(await free('start_time=2033-05-10 13:30&end_time=2033-05-10 13:45')).not.toContain('Tornaterem');
    expect(await free('start_time=2033-05-10 15:00&end_time=2033-05-10 16:00')).toContain('Tornaterem');
  });

  it('on the day clocks go forward, a booking ending at 03:00 touches a reservation from 03:00 (01:00 UTC) and one to 03:30 clashes', async () => {
    const room = rooms['Informatika terem'];
    const reservation = await post('/api/teremfoglalasok/', {
      subject: 'Éjszakai mérés',
      start_time: '2027-03-28 03:00',
      end_time: '2027-03-28 05:00',
      room,
      participants: '',
    });
    expect(reservation.statusCode, reservation.body).toBe(201);
    const day = { start_date: '2027-03-28', end_date: '2027-03-28', rooms: [room] };
    await create(booking({ ...day, occasions: [once('2027-03-28', '01:00', '03:00')] }));
    const clash = await post(`${base}/`, booking({ ...day, occasions: [once('2027-03-28', '01:30', '03:30')] }));
    expect(clash.statusCode).toBe(400);
  });

  it('of two simultaneous bookings of one room and period exactly one passes (the room rows are locked)', async () => {
    const body = booking({
      rooms: [rooms['Fizika előadó']],
      start_date: '2033-06-07',
      end_date: '2033-06-07',
      occasions: [once('2033-06-07', '10:00', '11:00')],
    });
    const answers = await Promise.all([post(`${base}/`, body), post(`${base}/`, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });

  it('renders the contract and the storno notice as PDF', async () => {
    const r = await create(booking({ price_unit: OCCASION, price_workday: 1_234_567, occasions: [once('2033-03-16', '06:00', '07:00')] }));
    const res = await get(`${base}/${r.id}/generate_preview/?document_type=room_booking_contract`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const storno = await get(`${base}/${r.id}/generate_preview/?document_type=room_booking_storno`);
    expect(storno.statusCode).toBe(200);
  });
});
