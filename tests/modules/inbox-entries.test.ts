// Inbox entries (/api/erkezteto/): register numbers run per school and year without a gap or a
// duplicate, under concurrent registration too, and a failed create gives its number back; the
// sender fields follow the sender type; a school reads only its own register.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { seedDemoRecords } from '../../prisma/seed/demo-records.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/erkezteto';
let school: Record<string, number>;
let partner: number;

beforeAll(async () => {
  server = await startTestServer();
  // The demo's register first: the numbers below continue it.
  await seedDemoRecords(server.services);
  for (const who of ['igenylo.a', 'igenylo.b', 'vezeto.a', 'iroda', 'olvaso', 'hr']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  const rows = await server.services.prisma.institution.findMany({
    where: { unit_code: { in: ['000', '001', '002'] } },
    select: { id: true, unit_code: true },
  });
  school = Object.fromEntries(rows.map((r) => [r.unit_code, r.id]));
  partner = (await server.services.prisma.partner.findFirstOrThrow({ select: { id: true } })).id;
});

const entry = (over: object = {}) => ({ type: 1, subject: 'Körlevél', sender_type: 'institution', sender_institution: school['000'], ...over });
const post = (body: object, who = 'igenylo.a') => server.app.inject({ method: 'POST', url: `${base}/`, headers: as(who), payload: body });
const get = (url: string, who = 'igenylo.a') => server.app.inject({ method: 'GET', url, headers: as(who) });

async function register(body: object = entry(), who = 'igenylo.a') {
  const res = await post(body, who);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: number }>().id;
  const detail = (await get(`${base}/${id}/`, who)).json<{ reference_number: string }>();
  return { id, reference: detail.reference_number };
}

const serialOf = (reference: string) => Number(reference.split('/').at(-1));
const year = () => new Date().toLocaleString('en-CA', { timeZone: 'Europe/Budapest', year: 'numeric' });

describe('register numbers', () => {
  it('are <ERK>/<unit code>/<year>/<serial>, one after the other per school', async () => {
    const first = await register();
    expect(first.reference).toMatch(new RegExp(`^ERK/001/${year()}/\\d{5}$`));
    const second = await register();
    expect(serialOf(second.reference)).toBe(serialOf(first.reference) + 1);
    const other = await register(entry(), 'igenylo.b');
    expect(other.reference).toMatch(new RegExp(`^ERK/002/${year()}/\\d{5}$`));
  });

  it('20 concurrent registrations get the next 20 numbers: no gap, no duplicate', async () => {
    const before = serialOf((await register()).reference);
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => post(entry({ subject: `Párhuzamos ${i}` }))));
    for (const res of created) expect(res.statusCode, res.body).toBe(201);
    const ids = created.map((res) => res.json<{ id: number }>().id);
    const cases = await server.services.prisma.case.findMany({ where: { id: { in: ids } }, select: { reference_number: true } });
    const serials = cases.map((c) => serialOf(c.reference_number)).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });

  it('a refused create burns no number', async () => {
    const before = serialOf((await register()).reference);
    const refused = await post(entry({ sender_institution: 999999 }));
    expect(refused.statusCode).toBe(400);
    expect(serialOf((await register()).reference)).toBe(before + 1);
  });

  it('a create failing after its number was drawn rolls the number back', async () => {
    const prisma = server.services.prisma;
    const before = serialOf((await register()).reference);
    // The search text is written after the number: a trigger fails that write for one subject.
    await prisma.$executeRawUnsafe(`CREATE FUNCTION inbox_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.title = 'visszagörgetés' THEN RAISE EXCEPTION 'test'; END IF; RETURN NEW; END $$`);
    await prisma.$executeRawUnsafe(`CREATE TRIGGER inbox_test_fail BEFORE UPDATE ON "Case" FOR EACH ROW EXECUTE FUNCTION inbox_test_fail()`);
    try {
      const failed = await post(entry({ subject: 'visszagörgetés' }));
      expect(failed.statusCode).toBe(500);
    } finally {
      await prisma.$executeRawUnsafe('DROP TRIGGER inbox_test_fail ON "Case"');
      await prisma.$executeRawUnsafe('DROP FUNCTION inbox_test_fail()');
    }
    expect(serialOf((await register()).reference)).toBe(before + 1);
  });

  it('a copy is registered under the next number', async () => {
    const { id, reference } = await register();
    const res = await server.app.inject({ method: 'POST', url: `${base}/${id}/masolas/`, headers: as('igenylo.a'), payload: {} });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const copy = res.json<{ id: number }>().id;
    const detail = (await get(`${base}/${copy}/`)).json<{ reference_number: string; subject: string }>();
    expect(serialOf(detail.reference_number)).toBe(serialOf(reference) + 1);
    expect(detail.subject).toBe('Körlevél');
  });
});

describe('senders', () => {
  it('the sender field of the sender type is required, the others stay empty', async () => {
    const missing = await post(entry({ sender_type: 'partner', sender_institution: null }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ sender_partner: ['Ez a mező nem lehet üres'] });
    const both = await post(entry({ sender_type: 'private', sender_private: 'Kiss Anna' }));
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json())).toContain('sender_institution');
    const privately = await register(entry({ sender_type: 'private', sender_institution: null, sender_private: 'Kiss Anna' }));
    expect((await get(`${base}/${privately.id}/`)).json()).toMatchObject({ sender_type: 'private', sender_private: 'Kiss Anna', sender_partner: null });
  });

  it('PUT takes back what GET answered', async () => {
    const { id } = await register(entry({ sender_type: 'partner', sender_institution: null, sender_partner: partner }));
    const detail = (await get(`${base}/${id}/`)).json<Record<string, unknown>>();
    const res = await server.app.inject({
      method: 'PUT',
      url: `${base}/${id}/`,
      headers: as('igenylo.a'),
      payload: { ...detail, subject: 'Módosított tárgy' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(`${base}/${id}/`)).json()).toMatchObject({
      subject: 'Módosított tárgy',
      sender_partner: { id: partner },
      reference_number: detail.reference_number,
    });
  });
});

describe('scope and filters', () => {
  it('another school reads and changes nothing of the register; the read-only user writes nothing', async () => {
    const { id } = await register();
    expect((await get(`${base}/${id}/`, 'igenylo.b')).statusCode).toBe(404);
    const list = (await get(`${base}/?limit=100`, 'igenylo.b')).json<{ data: { institution: { id: number } }[] }>();
    expect(list.data.every((r) => r.institution.id === school['002'])).toBe(true);
    expect((await get(`${base}/${id}/`, 'iroda')).statusCode).toBe(200);
    expect((await post(entry(), 'olvaso')).statusCode).toBe(403);
    expect((await get(`${base}/`, 'hr')).statusCode).toBe(403);
  });

  it('sender, creator and registration day filters', async () => {
    const { id } = await register(entry({ sender_type: 'partner', sender_institution: null, sender_partner: partner }));
    const ids = async (query: string) => (await get(`${base}/?limit=100&${query}`)).json<{ data: { id: number }[] }>().data.map((r) => r.id);
    expect(await ids(`sender_partner=${partner}`)).toContain(id);
    expect(await ids(`sender_institution=${school['000']}`)).not.toContain(id);
    const me = (await server.services.prisma.user.findFirstOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true } })).id;
    expect(await ids(`creator=${me}`)).toContain(id);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Budapest' });
    expect(await ids(`verified_from=${today}&verified_till=${today}`)).toContain(id);
    expect(await ids('verified_till=2000-01-01')).not.toContain(id);
  });

  it('the demo holds a year of 001 register, numbered by day, waiting on each step at its end', async () => {
    const rows = await server.services.prisma.case.findMany({
      where: { module: 'inbox_entries', institution: { unit_code: '001' }, inbox_entry: { arrival_date: { not: null } } },
      orderBy: { created_at: 'asc' },
      select: { reference_number: true, state: true, current_step: { select: { name: true } } },
    });
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((r) => serialOf(r.reference_number))).toEqual(rows.map((_, i) => i + 1));
    expect(rows.slice(-3).map((r) => r.current_step?.name)).toEqual(['Elintézés', 'Szignálás', 'Iktatás']);
    expect(rows.filter((r) => r.state === 'closed_positive').length).toBe(rows.length - 3);
  });
});
