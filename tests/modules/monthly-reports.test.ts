// Monthly reports (/api/havi-beszamolok/, MODULES.md §3.35): made by the job for every school and
// school month once however often it runs, the answers checked with the 400's `answers` list
// naming each wrong question and field (nothing saved), read-only once submitted or closed, the
// month's extraordinary events linked by their day, and a school never reading another's report.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { makeMonthlyReports } from '../../server/src/modules/education/monthly-reports/schedule.ts';
import { monthlyReportsJob } from '../../server/src/modules/education/monthly-reports/job.ts';

let server: TTestServer;
const tokens = new Map<string, string>();
const base = '/api/havi-beszamolok';
const MONTH = { year: 2040, month: 3 };

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'tanugy', 'olvaso']) tokens.set(who, await login(server.app, `${who}@etanker.local`));
});

const send = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(tokens.get(who)!), payload });

type TReport = {
  id: number;
  state: string;
  can_edit: boolean;
  answers: Record<string, unknown>;
  extraordinary_events: { id: number; title: string; date: string; state: string }[];
};

const schoolOf = async (who: string) =>
  (await server.services.prisma.user.findUniqueOrThrow({ where: { email: `${who}@etanker.local` }, select: { institution_id: true } })).institution_id!;

async function reportOf(who: string, m = MONTH): Promise<TReport> {
  const institution_id = await schoolOf(who);
  const row = await server.services.prisma.monthlyReport.findUniqueOrThrow({
    where: { institution_id_year_month: { institution_id, ...m } },
    select: { id: true },
  });
  const res = await send(who, 'GET', `${base}/${row.id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TReport>();
}

const storedAnswers = async (id: number) =>
  (await server.services.prisma.monthlyReport.findUniqueOrThrow({ where: { id }, select: { answers: true } })).answers;

const VALID = {
  problems: 'Fűtési gondok a tornateremben.',
  statistics: { sni_person_count: 12, students_came: 2, students_left: 0 },
  certificate_changes: [{ user: 'Nagy Katalin', date: '2040-03-15', new_level: 'Mesterpedagógus' }],
  competitions: [{ name: 'OKTV', type: 'Tanulmányi', classes: '12.A', participant_count: 3, result: '5. hely' }],
  conference_attendances: [{ date: '2040-03-10', topic: 'Szakképzés 4.0', users: 'Kiss Anna' }],
  school_event: [{ name: 'Nyílt nap', type: 'Iskolai', description: 'Leendő diákoknak.' }],
  teacher_assignment_changes: [{ reason: 'Nyugdíjba vonulás', date: '2040-03-31' }],
  teacher_meetings: [{ date: '2040-03-03', topic: 'Havi értekezlet', description: 'Félévi eredmények.' }],
};

describe('monthly reports: the scheduled creation', () => {
  it('run twice makes each school its report of the month once; none in the summer', async () => {
    const prisma = server.services.prisma;
    const schools = await prisma.institution.count({ where: { parent_id: { not: null }, is_active: true } });
    expect(schools).toBeGreaterThan(1);
    expect(await makeMonthlyReports(prisma, MONTH)).toBe(schools);
    expect(await makeMonthlyReports(prisma, MONTH)).toBe(0);
    expect(await prisma.monthlyReport.count({ where: MONTH })).toBe(schools);
    const due = await prisma.monthlyReport.findFirstOrThrow({ where: MONTH, select: { due_date: true, state: true } });
    expect(due).toEqual({ due_date: new Date('2040-04-05T00:00:00Z'), state: 'open' });
    expect(await makeMonthlyReports(prisma, { year: 2040, month: 7 })).toBe(0);
  });

  it('the job, run twice, leaves one report per school for the current month', async () => {
    const prisma = server.services.prisma;
    await monthlyReportsJob.run({ prisma }, {});
    const after = await prisma.monthlyReport.count();
    await monthlyReportsJob.run({ prisma }, {});
    expect(await prisma.monthlyReport.count()).toBe(after);
    const perSchool = await prisma.monthlyReport.groupBy({ by: ['institution_id', 'year', 'month'], _count: { _all: true } });
    expect(perSchool.every((g) => g._count._all === 1)).toBe(true);
  });
});

describe('monthly reports: answers', () => {
  it('a wrong answer is a 400 whose answers list names each question and field, and nothing is saved', async () => {
    const { id } = await reportOf('igenylo.a');
    const before = await storedAnswers(id);
    const res = await send('igenylo.a', 'PUT', `${base}/${id}/`, {
      answers: {
        ...VALID,
        statistics: { sni_person_count: 'sok', students_came: -1, students_left: 1.5 },
        certificate_changes: [{ user: 'Nagy Katalin', date: '2040-02-30', new_level: 'Főtanár' }],
        competitions: [{ name: '', type: 'x', classes: '', participant_count: 2, result: '' }],
        bogus: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    const { answers } = res.json<{ answers: [number, string, string][] }>();
    expect(answers).toEqual(
      expect.arrayContaining([
        [0, 'Ismeretlen kérdés.', 'bogus'],
        [2, 'Egész számot adjon meg.', 'statistics.sni_person_count'],
        [2, 'Nem lehet negatív.', 'statistics.students_came'],
        [2, 'Egész számot adjon meg.', 'statistics.students_left'],
        [3, 'Érvénytelen dátum (ÉÉÉÉ-HH-NN).', 'certificate_changes.0.date'],
        [4, 'Kötelező mező.', 'competitions.0.name'],
      ]),
    );
    expect(answers.find((e) => e[2] === 'certificate_changes.0.new_level')?.[0]).toBe(3);
    expect(answers).toHaveLength(7);
    expect(await storedAnswers(id)).toEqual(before);
    expect((await send('igenylo.a', 'PUT', `${base}/${id}/`, { answers: 'szöveg' })).json()).toEqual({
      answers: [[0, 'A válaszok formátuma érvénytelen.', '']],
    });
  });

  it('valid answers are saved and answered back; the GET answer PUT back changes nothing', async () => {
    const { id } = await reportOf('igenylo.a');
    const put = await send('igenylo.a', 'PUT', `${base}/${id}/`, { answers: VALID });
    expect(put.statusCode, put.body).toBe(200);
    const saved = put.json<TReport>();
    expect(saved.answers).toEqual(VALID);
    const again = await send('igenylo.a', 'PUT', `${base}/${id}/`, saved);
    expect(again.json()).toEqual(saved);
  });
});

describe('monthly reports: submitting and closing', () => {
  it('a submitted report is read-only, only the centre closes it, and a PUT after closing changes nothing', async () => {
    const { id } = await reportOf('igenylo.b');
    expect((await send('igenylo.b', 'PUT', `${base}/${id}/`, { answers: VALID })).statusCode).toBe(200);
    expect((await send('igenylo.b', 'POST', `${base}/${id}/bekuldes/`)).statusCode).toBe(200);
    const changed = { ...VALID, problems: 'Módosítás beküldés után.' };
    const late = await send('igenylo.b', 'PUT', `${base}/${id}/`, { answers: changed });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ non_field_errors: ['Beküldött vagy lezárt havi beszámoló nem módosítható.'] });
    expect((await send('igenylo.b', 'POST', `${base}/${id}/lezaras/`)).statusCode).toBe(403);
    const closed = await send('tanugy', 'POST', `${base}/${id}/lezaras/`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<TReport>()).toMatchObject({ state: 'closed', can_edit: false });
    for (const who of ['igenylo.b', 'tanugy']) expect((await send(who, 'PUT', `${base}/${id}/`, { answers: changed })).statusCode).toBe(400);
    expect((await send('tanugy', 'POST', `${base}/${id}/visszanyitas/`)).statusCode).toBe(400);
    expect((await storedAnswers(id)) as object).toMatchObject({ problems: VALID.problems });
  });

  it('a read-only user changes nothing', async () => {
    const { id } = await reportOf('olvaso');
    expect((await send('olvaso', 'PUT', `${base}/${id}/`, { answers: VALID })).statusCode).toBe(403);
    expect((await send('olvaso', 'POST', `${base}/${id}/bekuldes/`)).statusCode).toBe(403);
  });
});

describe('monthly reports: the month’s extraordinary events', () => {
  it('lists the school’s events whose day falls in the month, with their state, not other months’ or schools’', async () => {
    const event = async (who: string, title: string, date: string) => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/rendkivuli-esemenyek/',
        headers: authHeader(tokens.get(who)!),
        payload: { title, description: 'Teszt esemény.', reporter_name: 'Teszt Elek', date, time: '08:30' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number; state: string }>();
    };
    const first = await event('igenylo.a', 'Márciusi tűzriadó', '2040-03-01');
    const last = await event('igenylo.a', 'Márciusi áramszünet', '2040-03-31');
    await event('igenylo.a', 'Áprilisi esemény', '2040-04-01');
    await event('igenylo.b', 'Másik iskola eseménye', '2040-03-15');
    const { extraordinary_events } = await reportOf('igenylo.a');
    expect(extraordinary_events).toEqual([
      { id: first.id, title: 'Márciusi tűzriadó', date: '2040-03-01', state: first.state },
      { id: last.id, title: 'Márciusi áramszünet', date: '2040-03-31', state: last.state },
    ]);
  });
});

describe('monthly reports: scope', () => {
  it('a school never reads another school’s report; the centre reads every school’s', async () => {
    const { id } = await reportOf('igenylo.a');
    expect((await send('igenylo.b', 'GET', `${base}/${id}/`)).statusCode).toBe(404);
    expect((await send('igenylo.b', 'PUT', `${base}/${id}/`, { answers: VALID })).statusCode).toBe(404);
    const schoolB = await schoolOf('igenylo.b');
    const listed = (await send('igenylo.b', 'GET', `${base}/?limit=100&year=2040`)).json<{ data: { institution: { id: number } }[] }>().data;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => r.institution.id === schoolB)).toBe(true);
    expect((await send('tanugy', 'GET', `${base}/${id}/`)).statusCode).toBe(200);
    const all = (await send('tanugy', 'GET', `${base}/?limit=100&year=2040`)).json<{ total: number }>();
    expect(all.total).toBe(await server.services.prisma.monthlyReport.count({ where: { year: 2040 } }));
  });

  it('only the centre makes a report by hand; a school is refused', async () => {
    const school = await schoolOf('igenylo.a');
    expect((await send('igenylo.a', 'POST', `${base}/`, { institution: school, year: 2041, month: 9 })).statusCode).toBe(403);
    expect((await send('tanugy', 'POST', `${base}/`, { institution: school, year: 2041, month: 9 })).statusCode).toBe(201);
    const again = await send('tanugy', 'POST', `${base}/`, { institution: school, year: 2041, month: 9 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ month: ['Az iskolának erre a hónapra már van havi beszámolója.'] });
  });
});
