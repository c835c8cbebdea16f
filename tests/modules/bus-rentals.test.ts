// Bus rentals (/api/buszberles/): the legs' rules (within the trip's days, no more people than
// the rental's, at least one), legs kept by id across a PUT, and a copy with its legs as new rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { NO_TRAVEL_MESSAGE, OUTSIDE_TRIP_MESSAGE, TOO_MANY_MESSAGE } from '../../server/src/modules/technical/bus-rentals/rules.ts';
import { RETURN_ORDER_MESSAGE } from '../../server/src/modules/technical/bus-rentals/manifest.ts';

let server: TTestServer;
let token: string;
const base = '/api/buszberles';

interface TLeg {
  id: number;
  from: string;
  to: string;
  departure: string;
  person_count: number;
  note: string;
}
interface TRental {
  id: number;
  travel_goal: string;
  travels: TLeg[];
}

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'igenylo.a@etanker.local');
});

const OUT = { from: 'Debrecen', to: 'Eger', departure: '2031-05-20 07:30', person_count: 32, note: '' };
const BACK = { from: 'Eger', to: 'Debrecen', departure: '2031-05-21 15:00', person_count: 30, note: 'Két tanuló szülővel megy haza.' };
const trip = (over: object = {}) => ({
  type: 1,
  travel_goal: '10.A osztálykirándulás – Eger',
  pickup_place: 'Debrecen, Szent Anna utca 8.',
  pickup_date: '2031-05-20',
  return_date: '2031-05-21',
  person_count: 32,
  // Given in reverse: the answer lists them by departure.
  travels: [BACK, OUT],
  ...over,
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(token), ...(payload ? { payload } : {}) });

async function create(body: object = trip()): Promise<TRental> {
  const res = await send('POST', `${base}/`, body);
  expect(res.statusCode, res.body).toBe(201);
  return (await send('GET', `${base}/${res.json<{ id: number }>().id}/`)).json<TRental>();
}

const legs = (r: TRental) => r.travels.map(({ id: _id, ...leg }) => leg);

describe('bus rentals: the legs', () => {
  it('answers the legs in departure order with their ids', async () => {
    const r = await create();
    expect(legs(r)).toEqual([OUT, BACK]);
    expect(r.travels.every((leg) => Number.isInteger(leg.id))).toBe(true);
  });

  it('refuses a leg outside the trip’s days (Budapest days), more people than the rental’s and a trip without legs', async () => {
    const early = await send('POST', `${base}/`, trip({ travels: [{ ...OUT, departure: '2031-05-19 23:59' }, BACK] }));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ 'travels.0.departure': [OUTSIDE_TRIP_MESSAGE] });
    const late = await send('POST', `${base}/`, trip({ travels: [OUT, { ...BACK, departure: '2031-05-22 00:00' }] }));
    expect(late.json()).toEqual({ 'travels.1.departure': [OUTSIDE_TRIP_MESSAGE] });
    // The last minute of the return day is within the trip.
    await create(trip({ travels: [OUT, { ...BACK, departure: '2031-05-21 23:59' }] }));
    const crowded = await send('POST', `${base}/`, trip({ travels: [OUT, { ...BACK, person_count: 33 }] }));
    expect(crowded.json()).toEqual({ 'travels.1.person_count': [TOO_MANY_MESSAGE] });
    const empty = await send('POST', `${base}/`, trip({ travels: [] }));
    expect(empty.json()).toEqual({ travels: [NO_TRAVEL_MESSAGE] });
    const backwards = await send('POST', `${base}/`, trip({ return_date: '2031-05-19', travels: [{ ...OUT, departure: '2031-05-19 07:30' }] }));
    expect(backwards.json()).toMatchObject({ return_date: [RETURN_ORDER_MESSAGE] });
  });

  it('keeps a leg sent back with its id, adds one without and deletes one left out', async () => {
    const r = await create();
    const [out, back] = r.travels;
    const put = await send('PUT', `${base}/${r.id}/`, {
      ...r,
      travels: [
        { ...out, note: 'Gyülekező 7:15-kor.' },
        { from: 'Eger', to: 'Szilvásvárad', departure: '2031-05-21 09:00', person_count: 32, note: '' },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = (await send('GET', `${base}/${r.id}/`)).json<TRental>();
    expect(after.travels[0]).toEqual({ ...out, note: 'Gyülekező 7:15-kor.' });
    expect(after.travels[1].to).toBe('Szilvásvárad');
    expect(after.travels.map((leg) => leg.id)).not.toContain(back.id);
    const foreign = await send('PUT', `${base}/${r.id}/`, { ...after, travels: [{ ...OUT, id: 2_000_000_000 }] });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('bus rentals: copy', () => {
  it('copies the trip with its legs as new rows of the copy; the original keeps its own', async () => {
    const r = await create();
    const copy = await send('POST', `${base}/${r.id}/masolas/`);
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = (await send('GET', `${base}/${copy.json<{ id: number }>().id}/`)).json<TRental>();
    expect(copied.id).not.toBe(r.id);
    expect(copied.travel_goal).toBe(r.travel_goal);
    expect(legs(copied)).toEqual(legs(r));
    const originalIds = r.travels.map((leg) => leg.id);
    for (const leg of copied.travels) expect(originalIds).not.toContain(leg.id);
    // Editing the copy's legs leaves the original's alone.
    const put = await send('PUT', `${base}/${copied.id}/`, { ...copied, travels: [copied.travels[0]] });
    expect(put.statusCode, put.body).toBe(200);
    expect(legs((await send('GET', `${base}/${r.id}/`)).json<TRental>())).toEqual(legs(r));
  });
});
