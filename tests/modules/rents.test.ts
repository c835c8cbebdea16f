// Rents (/api/egyeb-berlesek/): occasion defaults, weekly occasions expanded over the rent's
// period and the total by price unit (whole forints, stored by the server), the required mailing
// address, the period and time rules, and the copy (masolas/) with its occasions.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { occasionDates, rentTotal, type TOccasion } from '../../server/src/modules/technical/rents/rules.ts';
import { RENT_MANIFEST } from '../../server/src/modules/technical/rents/manifest.ts';

let server: TTestServer;
let token: string;
const base = '/api/egyeb-berlesek';
/** price_units keys (prisma/seed/lists/technical.ts). */
const [HOUR, OCCASION, DAY, MONTH] = [1, 2, 3, 4];

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'igenylo.a@etanker.local');
});

const rent = (over: object = {}) => ({
  name: 'Debreceni Kosárlabda Egyesület',
  mailing_address: { zip_code: '4001', city: 'Debrecen', address_1: 'Pf. 45.' },
  start_date: '2032-03-01',
  end_date: '2032-03-31',
  ...over,
});
const weekly = (day_of_the_week: number, start_time = '17:00', end_time = '19:00'): TOccasion => ({
  type: 'weekly',
  date: null,
  day_of_the_week,
  start_time,
  end_time,
});
const once = (date: string, start_time = '08:00', end_time = '08:00'): TOccasion => ({ type: 'one_time', date, day_of_the_week: null, start_time, end_time });

const post = (body: object) => server.app.inject({ method: 'POST', url: `${base}/`, headers: authHeader(token), payload: body });
const get = (id: number) => server.app.inject({ method: 'GET', url: `${base}/${id}/`, headers: authHeader(token) });

async function created(body: object) {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(201);
  return (await get(res.json<{ id: number }>().id)).json<Record<string, unknown>>();
}

describe('rents: occasions and total', () => {
  it('an occasion left at its defaults is a one-time, whole-day occasion; the price defaults to 0', async () => {
    const r = await created(rent({ occasions: [{ date: '2032-03-05' }] }));
    expect(r.occasions).toEqual([
      { id: expect.any(Number), type: 'one_time', date: '2032-03-05', day_of_the_week: null, start_time: '08:00', end_time: '08:00' },
    ]);
    expect(r.price).toBe(0);
    expect(r.total_price).toBe(0);
  });

  it('a weekly occasion falls on every such weekday of the period', () => {
    // March 2032: Mondays 1, 8, 15, 22, 29; Tuesdays 2 … 30.
    expect(occasionDates(weekly(1), '2032-03-01', '2032-03-31')).toEqual(['2032-03-01', '2032-03-08', '2032-03-15', '2032-03-22', '2032-03-29']);
    expect(occasionDates(weekly(7), '2032-03-01', '2032-03-07')).toEqual(['2032-03-07']);
    expect(occasionDates(weekly(3), '2032-03-04', '2032-03-09')).toEqual([]);
  });

  it('totals by unit: hours (rounded to the forint), occasions, distinct days, months touched', () => {
    const terms = { start_date: '2032-03-01', end_date: '2032-04-02', price: 9_999, occasions: [weekly(1, '17:00', '18:30'), once('2032-03-01')] };
    // Mondays: 1, 8, 15, 22, 29 March; the whole-day occasion adds no hours.
    expect(rentTotal(terms, 'hour')).toBe(74_993n); // 5 × 1.5 h × 9 999 = 74 992.5
    expect(rentTotal(terms, 'occasion')).toBe(59_994n);
    expect(rentTotal(terms, 'day')).toBe(49_995n);
    expect(rentTotal(terms, 'month')).toBe(19_998n);
    expect(rentTotal(terms, null)).toBe(0n);
  });

  it('the server stores the total: 2 weekly occasions × 5 weeks × 2 hours × 9 500 Ft', async () => {
    const r = await created(rent({ price: 9_500, price_unit: HOUR, occasions: [weekly(1), weekly(2)] }));
    expect(r.total_price).toBe(190_000);
    const byDay = await created(rent({ price: 120_000, price_unit: DAY, occasions: [once('2032-03-05'), once('2032-03-05', '10:00', '12:00')] }));
    expect(byDay.total_price).toBe(120_000);
    expect((await created(rent({ price: 5_000, price_unit: OCCASION, occasions: [weekly(5)] }))).total_price).toBe(20_000);
    expect((await created(rent({ price: 80_000, price_unit: MONTH }))).total_price).toBe(80_000);
  });
});

/** The 000 §3 address object, every field given. */
const ADDRESS = {
  zip_code: '4025',
  city: 'Debrecen',
  county: 'Hajdú-Bihar',
  address_1: 'Piac utca 1.',
  address_2: 'II. emelet',
  country: 'Magyarország',
  valid_till: '2033-12-31',
};

describe('rents: addresses', () => {
  it("takes the seat and mailing address as 000 §3's address object, answers it back and takes the GET answer back by PUT", async () => {
    const r = await created(rent({ address: ADDRESS, mailing_address: { ...ADDRESS, address_1: 'Pf. 12.', valid_till: null } }));
    expect(r.address).toEqual(ADDRESS);
    expect(r.mailing_address).toEqual({ ...ADDRESS, address_1: 'Pf. 12.', valid_till: null });
    const put = await server.app.inject({ method: 'PUT', url: `${base}/${r.id}/`, headers: authHeader(token), payload: r });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(r.id as number)).json()).toMatchObject({ address: ADDRESS });
  });

  it('the PDF prints each address on one line under its label', async () => {
    const r = await created(rent({ address: ADDRESS }));
    const rows = RENT_MANIFEST.pdfRows(r);
    expect(rows).toContainEqual(['Székhely', '4025 Debrecen, Piac utca 1. II. emelet']);
    expect(rows).toContainEqual(['Levelezési cím', '4001 Debrecen, Pf. 45.']);
    expect(rows.map(([label]) => label)).not.toContain('Irányítószám');
  });
});

describe('rents: validation', () => {
  it('the mailing address is required: the object, and its zip code, city and street', async () => {
    const res = await post(rent({ mailing_address: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('mailing_address');
    const { mailing_address: _left, ...without } = rent();
    expect((await post(without)).json()).toEqual({ mailing_address: ['Ez a mező nem lehet üres'] });
    const blank = await post(rent({ mailing_address: { zip_code: '', city: '', address_1: '' } }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      'mailing_address.zip_code': expect.any(Array),
      'mailing_address.city': expect.any(Array),
      'mailing_address.address_1': expect.any(Array),
    });
  });

  it('refuses an end before the start, an end time before the start time, a missing date or day, a date outside the period', async () => {
    const errors = async (body: object) => {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json());
    };
    expect(await errors(rent({ end_date: '2032-02-28' }))).toContain('end_date');
    expect(await errors(rent({ occasions: [once('2032-03-05', '10:00', '09:00')] }))).toContain('occasions.0.end_time');
    expect(await errors(rent({ occasions: [{ type: 'one_time' }] }))).toContain('occasions.0.date');
    expect(await errors(rent({ occasions: [{ type: 'weekly' }] }))).toContain('occasions.0.day_of_the_week');
    expect(await errors(rent({ occasions: [once('2032-04-05')] }))).toContain('occasions.0.date');
    expect(await errors(rent({ price: 1_000 }))).toContain('price_unit');
    expect(await errors(rent({ price: 1_000, price_unit: HOUR, occasions: [once('2032-03-05')] }))).toContain('occasions.0.end_time');
  });

  it('an end date equal to the start date is a one-day rent', async () => {
    const r = await created(rent({ end_date: '2032-03-01', price: 1_000, price_unit: DAY, occasions: [once('2032-03-01')] }));
    expect(r.total_price).toBe(1_000);
  });
});

describe('rents: copy', () => {
  it('masolas/ makes a new pending rent with the same renter, price, total and occasions', async () => {
    const source = await created(rent({ price: 9_500, price_unit: HOUR, occasions: [weekly(1), once('2032-03-05', '10:00', '12:00')] }));
    const res = await server.app.inject({ method: 'POST', url: `${base}/${source.id as number}/masolas/`, headers: authHeader(token) });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const copy = (await get(res.json<{ id: number }>().id)).json<Record<string, unknown>>();
    expect(copy.id).not.toBe(source.id);
    expect(copy.state).toBe('pending');
    for (const field of ['name', 'mailing_address', 'start_date', 'end_date', 'price', 'price_unit', 'total_price']) expect(copy[field]).toEqual(source[field]);
    const strip = (lines: unknown) => (lines as Record<string, unknown>[]).map(({ id: _id, ...line }) => line);
    expect(strip(copy.occasions)).toEqual(strip(source.occasions));
    expect((copy.occasions as { id: number }[])[0].id).not.toBe((source.occasions as { id: number }[])[0].id);
  });
});
