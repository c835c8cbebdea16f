// Authority inspections (/api/hatosagi-ellenorzesek/): tasks keep their ids across PUT, an
// unfinished task past its deadline is overdue, naptar/ answers the month's deadlines with the
// school's code and the inspection's id, and comments and attachments stay within the school.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from '../workflow/multipart.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { addDays } from '@etanker/shared/working-days.ts';
import { PERSON_OR_PARTNER } from '../../server/src/modules/technical/authority-inspections/manifest.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/hatosagi-ellenorzesek';
const school: Record<string, number> = {};
const today = formatDate(new Date());

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'muszak', 'olvaso']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const i of await server.services.prisma.institution.findMany({ select: { id: true, unit_code: true } })) school[i.unit_code] = i.id;
});

const send = (method: 'POST' | 'PUT' | 'GET', url: string, who: string, payload?: object) => server.app.inject({ method, url, headers: as(who), payload });

type TTask = { id: number; problem: string; deadline: string; finished: boolean; overdue: boolean };

const inspection = (tasks: object[]) => ({
  institution: school['001'],
  inspection_date: addDays(today, -40),
  regulation_issuer: 'food_chain',
  regulation_number: 'NÉBIH/77/2026',
  tasks,
});
const task = (problem: string, deadline: string, finished = false) => ({
  problem,
  deadline,
  finished,
  measure: '',
  responsible_person: null,
  responsible_partner: null,
});

async function create(tasks: object[], who = 'igenylo.a') {
  const res = await send('POST', `${base}/`, who, inspection(tasks));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; tasks: TTask[] }>();
}

describe('authority inspections', () => {
  it('an unfinished task past its deadline is overdue; a finished one or today’s is not', async () => {
    const created = await create([task('Lejárt', addDays(today, -1)), task('Kész', addDays(today, -3), true), task('Ma', today)]);
    const byProblem = Object.fromEntries(created.tasks.map((t) => [t.problem, t.overdue]));
    expect(byProblem).toEqual({ Lejárt: true, Kész: false, Ma: false });
  });

  it('tasks keep their ids across PUT: changed in place, new ones added, left-out ones deleted; the answer sent back changes nothing', async () => {
    const created = await create([task('Első', addDays(today, 10)), task('Második', addDays(today, 20))]);
    const [first, second] = created.tasks;
    const again = await send('PUT', `${base}/${created.id}/`, 'igenylo.a', created);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ tasks: TTask[] }>().tasks.map((t) => t.id)).toEqual([first.id, second.id]);
    const body = { ...inspection([]), tasks: [{ ...task('Első, javítva', first.deadline, true), id: first.id }, task('Új', addDays(today, 30))] };
    const res = await send('PUT', `${base}/${created.id}/`, 'igenylo.a', body);
    expect(res.statusCode, res.body).toBe(200);
    const tasks = res.json<{ tasks: TTask[] }>().tasks;
    expect(tasks[0]).toMatchObject({ id: first.id, problem: 'Első, javítva', finished: true });
    expect(tasks.map((t) => t.id)).not.toContain(second.id);
    expect(tasks).toHaveLength(2);
    const foreign = await send('PUT', `${base}/${created.id}/`, 'igenylo.a', { ...inspection([]), tasks: [{ ...task('Más', today), id: 999_999 }] });
    expect(foreign.statusCode).toBe(400);
  });

  it('a task names a person or a partner, not both; unknown ones are a 400 on the line', async () => {
    const partner = await server.services.prisma.partner.findFirstOrThrow({ select: { id: true } });
    const { id: userId } = await server.services.prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true } });
    const both = await send(
      'POST',
      `${base}/`,
      'igenylo.a',
      inspection([{ ...task('X', today), responsible_person: userId, responsible_partner: partner.id }]),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ 'tasks.0.responsible_partner': [PERSON_OR_PARTNER] });
    const unknown = await send('POST', `${base}/`, 'igenylo.a', inspection([{ ...task('X', today), responsible_partner: 999_999 }]));
    expect(unknown.json()).toEqual({ 'tasks.0.responsible_partner': ['Nem létező elem.'] });
  });

  it('another school neither reads nor comments; a read-only user may not comment; the school and the centre talk on it', async () => {
    const { id } = await create([task('Feladat', addDays(today, 5))]);
    expect((await send('GET', `${base}/${id}/`, 'igenylo.b')).statusCode).toBe(404);
    const comment = (who: string, content: string) =>
      multipartBody({ content }).then(({ payload, contentType }) =>
        server.app.inject({ method: 'POST', url: `${base}/${id}/uj-komment/`, headers: { ...as(who), 'content-type': contentType }, payload }),
      );
    expect((await comment('igenylo.b', 'Idegen')).statusCode).toBe(404);
    expect((await comment('olvaso', 'Olvasó')).statusCode).toBe(403);
    const res = await comment('igenylo.a', 'A cserét megrendeltük.');
    expect(res.statusCode, res.body).toBe(200);
    const unread = async () =>
      (await send('GET', `${base}/?has_unread_comment=true&limit=100`, 'muszak')).json<{ data: { id: number }[] }>().data.map((r) => r.id);
    expect(await unread()).not.toContain(id);
    const { payload, contentType } = await multipartBody({ name: 'Jegyzőkönyv' }, { document: { filename: 'jk.txt', data: 'Jegyzőkönyv' } });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `${base}/${id}/uj-melleklet/`,
      headers: { ...as('muszak'), 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await comment('muszak', 'Köszönöm, kérem a számlát is.')).statusCode).toBe(200);
    const details = (await send('GET', `${base}/${id}/`, 'igenylo.a')).json();
    expect(details.comments.map((c: { content: string }) => c.content)).toEqual(['A cserét megrendeltük.', 'Köszönöm, kérem a számlát is.']);
    expect(details.attachments).toMatchObject([{ name: 'Jegyzőkönyv' }]);
  });

  it('naptar/ answers the month’s deadlines with the school’s code and the inspection, in scope', async () => {
    const deadline = addDays(today, -2);
    const { id, tasks } = await create([task('Naptári feladat', deadline)]);
    const [year, month] = deadline.split('-').map(Number);
    const answer = (who: string) => send('GET', `${base}/naptar/?year=${year}&month=${month}`, who);
    const res = await answer('igenylo.a');
    expect(res.statusCode, res.body).toBe(200);
    const event = res.json<{ events: Record<string, unknown>[] }>().events.find((e) => e.id === tasks[0].id);
    expect(event).toMatchObject({
      start: deadline,
      all_day: true,
      overdue: true,
      institution_code: '001',
      inspection: id,
      url: `/muszak/hatosagiellenorzes/${id}.html`,
    });
    expect((await answer('igenylo.b')).json<{ events: { id: number }[] }>().events.map((e) => e.id)).not.toContain(tasks[0].id);
    expect((await send('GET', `${base}/naptar/?year=${year}&month=13`, 'igenylo.a')).statusCode).toBe(400);
  });
});
