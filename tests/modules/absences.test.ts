// Absences (/api/hr/tavolletjelento/) and day offs (/api/szabadsagok/): working days by the
// Hungarian calendar, the conflict check at its boundaries, the length warning, the close rule,
// the HR month grid (naptar/) and its scope, the export's data.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { closesOn } from '../../server/src/modules/hr/absences/rules.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/hr/tavolletjelento';
const ids = { user: 0, employment: 0, schoolA: 0 };

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'hr']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  const prisma = server.services.prisma;
  const owner = await prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true, institution_id: true } });
  const employment = await prisma.employment.findFirstOrThrow({ where: { user_id: owner.id }, select: { id: true } });
  Object.assign(ids, { user: owner.id, employment: employment.id, schoolA: owner.institution_id! });
});

const get = (url: string, who = 'igenylo.a') => server.app.inject({ method: 'GET', url, headers: as(who) });

async function absence(start: string, end: string, over: object = {}) {
  const res = await server.app.inject({
    method: 'POST',
    url: `${base}/`,
    headers: as('igenylo.a'),
    payload: { user: ids.user, reason: 2, start_date: start, end_date: end, ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; working_days: number; length_warning: string | null }>();
}

async function dayOff(start: string, end: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/szabadsagok/',
    headers: as('igenylo.a'),
    payload: { employment: ids.employment, start_date: start, end_date: end },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; working_days: number; absence_reason: { id: number } }>();
}

type TConflicts = { absences: { id: number }[]; day_offs: { id: number }[] };
async function conflicts(query: string, id = 0, who = 'igenylo.a') {
  const res = await get(`${base}/${id}/conflicting_entities/?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TConflicts>();
}

describe('working days', () => {
  it('counts by the Hungarian calendar: New Year, the decreed rest day of 2 January and the worked Saturday of 10 January 2026', async () => {
    // 31 Dec (1) · 1 Jan holiday · 2 Jan rest day · 3–4 weekend · 5–9 (5) · 10 Jan worked Saturday (1) · 11 Sunday · 12 (1)
    expect((await absence('2025-12-31', '2026-01-12')).working_days).toBe(8);
    const leave = await dayOff('2026-01-02', '2026-01-10');
    expect(leave.working_days).toBe(6);
    expect(leave.absence_reason.id).toBe(1);
  });
});

describe('conflicts', () => {
  it('finds the same person’s absences and day offs overlapping [start, end] inclusively, and nothing just outside', async () => {
    const own = await absence('2033-05-10', '2033-05-12');
    const leave = await dayOff('2033-05-20', '2033-05-21');
    const user = `user=${ids.user}`;
    expect((await conflicts(`${user}&start_date=2033-05-12&end_date=2033-05-14`)).absences.map((a) => a.id)).toEqual([own.id]);
    expect((await conflicts(`${user}&start_date=2033-05-08&end_date=2033-05-10`)).absences.map((a) => a.id)).toEqual([own.id]);
    expect(await conflicts(`${user}&start_date=2033-05-13&end_date=2033-05-19`)).toEqual({ absences: [], day_offs: [] });
    expect(await conflicts(`${user}&start_date=2033-05-05&end_date=2033-05-09`)).toEqual({ absences: [], day_offs: [] });
    // By employment (a day off's form), the record being edited left out.
    const byEmployment = await conflicts(`employment=${ids.employment}&start_date=2033-05-12&end_date=2033-05-20`, leave.id);
    expect(byEmployment.absences.map((a) => a.id)).toEqual([own.id]);
    expect(byEmployment.day_offs).toEqual([]);
    expect((await conflicts(`${user}&start_date=2033-05-21&end_date=2033-05-22`)).day_offs.map((d) => d.id)).toEqual([leave.id]);
  });

  it('answers another school’s record as 404 and shows another school’s user nothing', async () => {
    const own = await absence('2033-07-01', '2033-07-01');
    expect((await get(`${base}/${own.id}/conflicting_entities/?user=${ids.user}&start_date=2033-07-01&end_date=2033-07-01`, 'igenylo.b')).statusCode).toBe(404);
    expect(await conflicts(`employment=${ids.employment}&start_date=2033-07-01&end_date=2033-07-01`, 0, 'igenylo.b')).toEqual({ absences: [], day_offs: [] });
    expect((await get(`${base}/0/conflicting_entities/?start_date=2033-07-01&end_date=2033-07-01`)).json()).toHaveProperty('user');
  });
});

describe('rules', () => {
  it('warns (does not refuse) when an absence is longer than hr.absence_length_warning working days', async () => {
    const long = await absence('2033-09-01', '2033-09-30');
    expect(long.length_warning).toMatch(/22 munkanapos, hosszabb 10 munkanapnál/);
    expect((await absence('2033-09-01', '2033-09-14')).length_warning).toBe(null);
  });

  it('refuses an absence ending before it starts, and one for a person outside the writer’s schools', async () => {
    const backwards = await server.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: as('igenylo.a'),
      payload: { user: ids.user, reason: 2, start_date: '2033-01-10', end_date: '2033-01-09' },
    });
    expect(backwards.json()).toEqual({ end_date: ['A vége nem lehet korábbi a kezdeténél.'] });
    const stranger = await server.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: as('igenylo.b'),
      payload: { user: ids.user, reason: 2, start_date: '2033-01-10', end_date: '2033-01-10' },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toHaveProperty('user');
  });

  it('closes a month on the close day of the next month (monthly) or of the next January (yearly), for edits and deletions', async () => {
    expect(closesOn('never', 1, '2026-03-15')).toBe(null);
    expect(closesOn('monthly', 5, '2026-03-15')).toBe('2026-04-05');
    expect(closesOn('monthly', 1, '2026-12-31')).toBe('2027-01-01');
    expect(closesOn('yearly', 10, '2026-03-15')).toBe('2027-01-10');
    const old = await absence('2025-02-03', '2025-02-04');
    await server.services.prisma.setting.update({ where: { group_key: { group: 'absences', key: 'absence_close_type' } }, data: { value: 'monthly' } });
    try {
      const edit = await server.app.inject({
        method: 'PUT',
        url: `${base}/${old.id}/`,
        headers: as('igenylo.a'),
        payload: { user: ids.user, reason: 3, start_date: '2025-02-03', end_date: '2025-02-04' },
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json<{ start_date: string[] }>().start_date[0]).toContain('2025-02');
    } finally {
      await server.services.prisma.setting.update({ where: { group_key: { group: 'absences', key: 'absence_close_type' } }, data: { value: 'never' } });
    }
    await server.services.prisma.setting.update({ where: { group_key: { group: 'absences', key: 'absence_delete_close_type' } }, data: { value: 'yearly' } });
    try {
      const removal = await server.app.inject({ method: 'DELETE', url: `${base}/${old.id}/`, headers: as('igenylo.a') });
      expect(removal.statusCode).toBe(400);
      expect(removal.json<{ start_date: string[] }>().start_date[0]).toContain('2025-02');
    } finally {
      await server.services.prisma.setting.update({ where: { group_key: { group: 'absences', key: 'absence_delete_close_type' } }, data: { value: 'never' } });
    }
    const removal = await server.app.inject({ method: 'DELETE', url: `${base}/${old.id}/`, headers: as('igenylo.a') });
    expect(removal.statusCode).toBe(204);
  });
});

describe('the HR month grid and the export', () => {
  it('answers employees × days with their kinds and the absences and day offs of the month; another school’s is a 404', async () => {
    const own = await absence('2033-11-28', '2033-12-02');
    const leave = await dayOff('2033-11-03', '2033-11-04');
    const res = await get(`${base}/naptar/?institution=${ids.schoolA}&year=2033&month=11`);
    expect(res.statusCode, res.body).toBe(200);
    const month = res.json<{
      institution: number;
      users: { id: number; name: string }[];
      days: { date: string; kind: string }[];
      absences: { id: number; type: string; user: number; start_date: string }[];
      institutions: { id: number }[];
    }>();
    expect(month.institution).toBe(ids.schoolA);
    expect(month).toHaveProperty('can_create', true);
    expect(month.users.map((u) => u.id)).toContain(ids.user);
    expect(month.days).toHaveLength(30);
    expect(month.days[0]).toEqual({ date: '2033-11-01', kind: 'holiday', name: 'Mindenszentek' });
    expect(month.absences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: own.id, type: 'absence', user: ids.user, start_date: '2033-11-28' }),
        expect.objectContaining({ id: leave.id, type: 'day_off', user: ids.user }),
      ]),
    );
    expect((await get(`${base}/naptar/?institution=${ids.schoolA}&year=2033&month=11`, 'igenylo.b')).statusCode).toBe(404);
    const theirs = (await get(`${base}/naptar/?year=2033&month=11`, 'igenylo.b')).json<{ absences: { id: number }[]; users: { id: number }[] }>();
    expect(theirs.absences.map((a) => a.id)).not.toContain(own.id);
    expect(theirs.users.map((u) => u.id)).not.toContain(ids.user);
    // The centre's HR opens on the first school (001), not on the centre's own office.
    const centre = (await get(`${base}/naptar/?year=2033&month=11`, 'hr')).json<{ institution: number }>();
    expect(centre.institution).toBe(ids.schoolA);
  });

  it('takes the records touching the month at both ends in a counting state, ordered by first day and id, of the people listed', async () => {
    const prisma = server.services.prisma;
    const first = await absence('2035-04-28', '2035-05-01');
    const last = await absence('2035-05-31', '2035-06-02');
    await absence('2035-04-20', '2035-04-30');
    await absence('2035-06-01', '2035-06-03');
    const leave = await dayOff('2035-05-10', '2035-05-11');
    const sameDay = await absence('2035-05-10', '2035-05-10');
    const refused = await absence('2035-05-15', '2035-05-16');
    await prisma.case.update({ where: { id: refused.id }, data: { state: 'closed_negative' } });
    // Someone whose employment at the school ended before May: neither listed nor their absence.
    const gone = await prisma.user.create({
      data: { name: 'Távozott Teszt', email: 'tavozott@etanker.local', institution_id: ids.schoolA },
      select: { id: true },
    });
    await prisma.employment.create({
      data: { user_id: gone.id, institution_id: ids.schoolA, start_date: new Date('2030-09-01'), end_date: new Date('2035-04-30') },
    });
    const theirs = await absence('2035-04-29', '2035-05-02', { user: gone.id });
    const month = (await get(`${base}/naptar/?institution=${ids.schoolA}&year=2035&month=5`)).json<{
      users: { id: number }[];
      absences: { id: number; user: number; type: string; start_date: string; end_date: string; state: string; url: string }[];
    }>();
    expect(month.absences.filter((a) => a.user === ids.user).map((a) => a.id)).toEqual([first.id, leave.id, sameDay.id, last.id]);
    expect(month.absences.find((a) => a.id === leave.id)).toMatchObject({
      type: 'day_off',
      start_date: '2035-05-10',
      end_date: '2035-05-11',
      url: `/hr/szabadsagok/${leave.id}.html`,
    });
    expect(month.absences.find((a) => a.id === first.id)).toMatchObject({ type: 'absence', state: 'pending', url: `/hr/tavolletjelento/${first.id}.html` });
    expect(month.users.map((u) => u.id)).not.toContain(gone.id);
    expect(month.absences.map((a) => a.id)).not.toContain(theirs.id);
  });

  it('pages the people in Hungarian order, searches them by name without accents, and answers the records of the page only', async () => {
    const prisma = server.services.prisma;
    // Hungarian order puts 'Cukor' before 'Csizmadia' (cs is a letter of its own) and 'Ödön' after 'Oszkár'.
    type TMonth = { total: number; users: { id: number; name: string }[]; absences: { id: number; user: number }[] };
    const month = async (query: string) => {
      const res = await get(`${base}/naptar/?institution=${ids.schoolA}&year=2036&month=3&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TMonth>();
    };
    // Read once before the new people: the kept people of the month must not hide them.
    const before = await month('limit=all');
    const names = ['Csizmadia Ödön', 'Cukor Anna', 'Olasz Oszkár', 'Ölvedi Ágnes'];
    const made: number[] = [];
    for (const [i, name] of names.entries()) {
      const person = await prisma.user.create({ data: { name, email: `lapozas${i}@etanker.local`, institution_id: ids.schoolA }, select: { id: true } });
      await prisma.employment.create({ data: { user_id: person.id, institution_id: ids.schoolA, start_date: new Date('2036-01-01') } });
      made.push(person.id);
    }
    const odon = await absence('2036-03-02', '2036-03-03', { user: made[0] });
    const anna = await absence('2036-03-04', '2036-03-04', { user: made[1] });
    const all = await month('limit=all');
    expect(all.total).toBe(before.total + names.length);
    expect(all.users).toHaveLength(all.total);
    expect(all.users.map((u) => u.name)).toEqual([...all.users.map((u) => u.name)].sort(new Intl.Collator('hu').compare));
    expect(all.users.map((u) => u.id).filter((id) => made.includes(id))).toEqual([made[1], made[0], made[2], made[3]]);
    // The spec's call (no paging) answers the first page of the default size.
    const first = await month('');
    expect(first.total).toBe(all.total);
    expect(first.users).toEqual(all.users.slice(0, 25));
    const [one, two] = [await month('limit=2'), await month('limit=2&page=2')];
    expect([...one.users, ...two.users]).toEqual(all.users.slice(0, 4));
    for (const page of [one, two]) {
      const listed = new Set(page.users.map((u) => u.id));
      expect(page.absences.every((a) => listed.has(a.user))).toBe(true);
    }
    const found = await month('q=csizmadia%20odon');
    expect(found).toMatchObject({ total: 1, users: [{ id: made[0], name: 'Csizmadia Ödön' }] });
    expect(found.absences.map((a) => a.id)).toEqual([odon.id]);
    expect((await month('q=ODON')).users.map((u) => u.id)).toEqual([made[0]]);
    expect((await month('q=nincs%20ilyen%20nev')).users).toEqual([]);
    expect(all.absences.map((a) => a.id)).toEqual(expect.arrayContaining([odon.id, anna.id]));
    expect((await get(`${base}/naptar/?institution=${ids.schoolA}&year=2036&month=3&limit=0`)).statusCode).toBe(400);
    expect((await get(`${base}/naptar/?institution=${ids.schoolA}&year=2036&month=3&limit=101`)).statusCode).toBe(400);
  });

  it('exports data rows with start_date, end_date and institution', async () => {
    const own = await absence('2034-02-01', '2034-02-03');
    const res = await get(`${base}/export/?min_date=2034-02-01&max_date=2034-02-28`);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<{ data: Record<string, unknown>[] }>().data.find((r) => r.id === own.id);
    expect(row).toMatchObject({ start_date: '2034-02-01', end_date: '2034-02-03', institution: expect.stringContaining('Petőfi') });
  });
});
