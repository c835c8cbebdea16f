// Utility meters (/api/kozmuvek/): readings follow each other in time (a one-way meter never
// goes back; a reading dated between two must fit between them), consumption between readings,
// close/ ends the readings.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from '../workflow/multipart.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const base = '/api/kozmuvek';
let institution: number;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  institution = (await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } })).id;
});

type TReading = { id?: number; date: string; value: number; note?: string; consumption?: number | null; recorded_by?: { name: string } | null };
type TMeter = { id: number; status: string; read_date: string | null; reports: TReading[]; can_edit: boolean; can_close: boolean };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = 'igenylo.a') =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), ...(payload ? { payload } : {}) });

async function meter(reports: TReading[], over: object = {}): Promise<TMeter> {
  const res = await call('POST', `${base}/`, { institution, name: 'Főépület villany', utility_type: 1, reports, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TMeter>();
}

/** PUT of the GET answer with the readings replaced. */
const putReadings = (m: TMeter, reports: TReading[]) => call('PUT', `${base}/${m.id}/`, { ...m, reports });

describe('utility meters: readings', () => {
  it('answers the readings in date order with the consumption since the one before and who recorded them', async () => {
    const m = await meter([
      { date: '2026-03-01', value: 1500 },
      { date: '2026-01-01', value: 1000.5 },
      { date: '2026-02-01', value: 1200 },
    ]);
    expect(m.reports.map((r) => [r.date, r.value, r.consumption])).toEqual([
      ['2026-01-01', 1000.5, null],
      ['2026-02-01', 1200, 199.5],
      ['2026-03-01', 1500, 300],
    ]);
    expect(m.reports[0].recorded_by?.name).toBe('Nagy Eszter');
    expect(m.read_date).toBe('2026-03-01');
    expect(m.status).toBe('active');
  });

  it('refuses a reading lower than the one before on a one-way meter, with a Hungarian field message', async () => {
    const res = await call('POST', `${base}/`, {
      institution,
      name: 'Gázmérő',
      utility_type: 2,
      reports: [
        { date: '2026-01-01', value: 500 },
        { date: '2026-02-01', value: 480 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'reports.1.value': ['A mérőállás nem lehet kisebb, mint az előző leolvasásé (2026-01-01: 500).'] });
  });

  it('a reading dated between two existing ones must fit between them; one that fits is taken', async () => {
    const m = await meter([
      { date: '2026-01-01', value: 100 },
      { date: '2026-03-01', value: 300 },
    ]);
    const tooHigh = await putReadings(m, [...m.reports, { date: '2026-02-01', value: 350 }]);
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toEqual({ 'reports.2.value': ['A mérőállás nem lehet nagyobb, mint a következő leolvasásé (2026-03-01: 300).'] });
    const tooLow = await putReadings(m, [...m.reports, { date: '2026-02-01', value: 50 }]);
    expect(tooLow.json()).toEqual({ 'reports.2.value': ['A mérőállás nem lehet kisebb, mint az előző leolvasásé (2026-01-01: 100).'] });
    const fits = await putReadings(m, [...m.reports, { date: '2026-02-01', value: 180 }]);
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json<TMeter>().reports.map((r) => r.consumption)).toEqual([null, 80, 120]);
  });

  it('refuses two readings on one day and a reading in the future', async () => {
    const m = await meter([{ date: '2026-01-01', value: 100 }]);
    const twice = await putReadings(m, [...m.reports, { date: '2026-01-01', value: 120 }]);
    expect(twice.json()).toEqual({ 'reports.1.date': ['Erre a napra már van leolvasás.'] });
    const future = await putReadings(m, [...m.reports, { date: '2999-01-01', value: 120 }]);
    expect(future.json()).toEqual({ 'reports.1.date': ['A leolvasás dátuma nem lehet jövőbeli.'] });
  });

  it('a bidirectional meter may go back (fed-in energy), shown as negative consumption', async () => {
    const m = await meter(
      [
        { date: '2026-05-01', value: 800 },
        { date: '2026-06-01', value: 650 },
      ],
      { is_bidirectional_meter: true },
    );
    expect(m.reports.map((r) => r.consumption)).toEqual([null, -150]);
  });
});

describe('utility meters: close/', () => {
  it('closes a meter: listed as closed, no more readings or edits, a second close is refused', async () => {
    const m = await meter([{ date: '2026-01-01', value: 10 }]);
    expect(m.can_close).toBe(true);
    const future = await call('POST', `${base}/${m.id}/close/`, { closed_at: '2999-01-01' });
    expect(future.json()).toEqual({ closed_at: ['A lezárás dátuma nem lehet jövőbeli.'] });
    const early = await call('POST', `${base}/${m.id}/close/`, { ...m, closed_at: '2025-12-31' });
    expect(early.json()).toEqual({ closed_at: ['A lezárás nem lehet korábbi az utolsó leolvasásnál (2026-01-01).'] });
    const closed = await call('POST', `${base}/${m.id}/close/`, { ...m, closed_at: '2026-01-15' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closed_at: '2026-01-15', can_edit: false, can_close: false });
    const reading = await putReadings(m, [...m.reports, { date: '2026-02-01', value: 20 }]);
    expect(reading.json()).toEqual({ non_field_errors: ['Lezárt mérő nem módosítható.'] });
    expect((await call('POST', `${base}/${m.id}/close/`, {})).json()).toEqual({ non_field_errors: ['A mérő már le van zárva.'] });
    const list = await call('GET', `${base}/?status=closed&q=${encodeURIComponent('Főépület')}`);
    expect(list.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toContain(m.id);
  });

  it("another school's meter is a 404 to close", async () => {
    const m = await meter([]);
    expect((await call('POST', `${base}/${m.id}/close/`, {}, 'igenylo.b')).statusCode).toBe(404);
  });
});

describe('utility meters: the documented shape (001 §3)', () => {
  it('answers attachments and takes an upload; the address with valid_till goes back by PUT', async () => {
    const address = {
      zip_code: '4024',
      city: 'Debrecen',
      county: '',
      address_1: 'Kossuth u. 1.',
      address_2: '',
      country: 'Magyarország',
      valid_till: '2030-12-31',
    };
    const m = await meter([], { address });
    const { payload, contentType } = await multipartBody({ name: 'Mérőóra fotó' }, { document: { filename: 'ora.txt', data: '12345' } });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `${base}/${m.id}/uj-melleklet/`,
      headers: { ...authHeader(tokens['igenylo.a']), 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const details = (await call('GET', `${base}/${m.id}/`)).json<TMeter & { address: object; attachments: { name: string }[] }>();
    expect(details.attachments).toMatchObject([{ name: 'Mérőóra fotó' }]);
    expect(details.address).toEqual(address);
    expect((await call('PUT', `${base}/${m.id}/`, details)).statusCode).toBe(200);
  });
});
