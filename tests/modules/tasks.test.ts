// Office tasks (/api/feladatok/): a task from a real .eml (sender, date, subject, body, its PDF
// attachment), a malformed or oversized one is a 400 at `email`, an HTML body is stored without
// markup; a school reads only its own tasks while an assignee of another school reads the task
// they work on and finishes only their subtask; finishing stamps finished_by; open subtasks wait
// in my tasks; supervisors/ and naptar/ answer within scope.
import { beforeAll, describe, expect, it } from 'vitest';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from '../workflow/multipart.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { addDays } from '@etanker/shared/working-days.ts';
import { EMAIL_MESSAGES, MAX_EMAIL_MB } from '../../server/src/modules/office/tasks/email.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const users: Record<string, number> = {};
const school: Record<string, number> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/feladatok';
const today = formatDate(new Date());
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b', 'admin', 'olvaso']) {
    tokens[who] = await login(server.app, `${who}@etanker.local`);
    users[who] = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: `${who}@etanker.local` }, select: { id: true } })).id;
  }
  for (const i of await server.services.prisma.institution.findMany({ select: { id: true, unit_code: true } })) school[i.unit_code] = i.id;
});

const send = (method: 'POST' | 'PUT' | 'GET', url: string, who: string, payload?: object) => server.app.inject({ method, url, headers: as(who), payload });

type TSubtask = { id: number; description: string; finished: boolean; finished_by: { name: string } | null; can_finish: boolean };
type TTask = { id: number; title: string; subtasks: TSubtask[] };

const subtask = (description: string, assignees: number[], deadline = addDays(today, 5)) => ({
  description,
  measure: '',
  assignees,
  deadline,
  finished: false,
});

async function create(body: object, who = 'vezeto.a') {
  const res = await send('POST', `${base}/`, who, { title: 'Feladat', institution: school['001'], ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TTask>();
}

const eml = (options: ConstructorParameters<typeof MailComposer>[0]) =>
  new Promise<Buffer>((resolve, reject) => new MailComposer(options).compile().build((error, message) => (error ? reject(error) : resolve(message))));

async function upload(data: Buffer, who = 'igenylo.a', fields: Record<string, string> = {}) {
  const { payload, contentType } = await multipartBody(fields, { email: { filename: 'level.eml', data, type: 'message/rfc822' } });
  return server.app.inject({ method: 'POST', url: `${base}/email/`, headers: { ...as(who), 'content-type': contentType }, payload });
}

describe('office tasks from e-mail', () => {
  it('a real .eml becomes a task: subject, sender, date, body and its PDF attachment', async () => {
    const message = await eml({
      from: '"Tankönyv Osztály" <tankonyv@example.hu>',
      to: 'iskola@example.hu',
      subject: 'Tankönyvrendelés 2026/27',
      date: new Date('2026-11-20T08:30:00Z'),
      text: 'Kérjük a rendelést a hónap végéig.',
      attachments: [{ filename: 'rendeles.pdf', content: PDF, contentType: 'application/pdf' }],
    });
    const res = await upload(message);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const task = (await send('GET', `${base}/${id}/`, 'igenylo.a')).json();
    expect(task).toMatchObject({
      title: 'Tankönyvrendelés 2026/27',
      institution: { id: school['001'] },
      created_from_mail: true,
      sender: 'Tankönyv Osztály',
      sender_email: 'tankonyv@example.hu',
      send_date: '2026-11-20 09:30',
      description: 'Kérjük a rendelést a hónap végéig.',
    });
    expect(task.attachments).toMatchObject([{ name: 'rendeles.pdf' }]);
    const download = await send('GET', task.attachments[0].url ?? `/api/mellekletek/${task.attachments[0].id}/letoltes/`, 'igenylo.a');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('an HTML body is stored as text: no tag, no script, entities read', async () => {
    const message = await eml({
      from: 'titkarsag@example.hu',
      subject: 'HTML levél',
      html: '<p>Kedves <b>Kollégák</b> &amp; vezetők!</p><script>alert(1)</script><img src=x onerror="alert(2)"><style>p{}</style><div>Második sor</div>',
    });
    const res = await upload(message);
    expect(res.statusCode, res.body).toBe(201);
    const task = (await send('GET', `${base}/${res.json<{ id: number }>().id}/`, 'igenylo.a')).json<{ description: string }>();
    expect(task.description).toBe('Kedves Kollégák & vezetők!\nMásodik sor');
  });

  it('a malformed message, a missing file, an attachment the gate refuses and an oversized message are 400s at `email`; nothing is written', async () => {
    const before = await server.services.prisma.officeTask.count();
    const malformed = await upload(Buffer.from('ez nem e-mail, csak szöveg\x01\x02'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ email: [EMAIL_MESSAGES.malformed] });
    const { payload, contentType } = await multipartBody({});
    const missing = await server.app.inject({ method: 'POST', url: `${base}/email/`, headers: { ...as('igenylo.a'), 'content-type': contentType }, payload });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['email']);
    const exe = await eml({
      from: 'x@example.hu',
      subject: 'Program',
      text: 'x',
      attachments: [{ filename: 'a.exe', content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') }],
    });
    const refused = await upload(exe);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().email[0]).toMatch(/^„a\.exe” melléklet: /);
    const big = await eml({ from: 'x@example.hu', subject: 'Nagy', text: 'x'.repeat(MAX_EMAIL_MB * 1024 * 1024 + 10) });
    const tooLarge = await upload(big);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ email: [EMAIL_MESSAGES.tooLarge] });
    const otherSchool = await upload(await eml({ from: 'x@example.hu', subject: 'Idegen', text: 'x' }), 'igenylo.a', { institution: String(school['002']) });
    expect(otherSchool.statusCode).toBe(400);
    expect((await upload(await eml({ from: 'x@example.hu', subject: 'Olvasó', text: 'x' }), 'olvaso')).statusCode).toBe(403);
    expect(await server.services.prisma.officeTask.count()).toBe(before);
  });
});

describe('office tasks and subtasks', () => {
  it('finishing a subtask stamps who and when; a PUT sent back keeps the stamp, unfinishing clears it', async () => {
    const created = await create({
      supervisor: users['vezeto.a'],
      subtasks: [subtask('Meghívók', [users['igenylo.a']]), subtask('Terem', [users['vezeto.a']])],
    });
    const [mine, heads] = created.subtasks;
    const done = await send('POST', `${base}/${created.id}/reszfeladat/${mine.id}/kesz/`, 'igenylo.a', { finished: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: mine.id, finished: true, finished_by: { id: users['igenylo.a'], name: expect.any(String) } });
    const read = (await send('GET', `${base}/${created.id}/`, 'vezeto.a')).json<TTask>();
    expect(read.subtasks[0]).toMatchObject({ finished: true, finished_by: { id: users['igenylo.a'] } });
    const again = await send('PUT', `${base}/${created.id}/`, 'vezeto.a', read);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<TTask>().subtasks[0]).toMatchObject({ id: mine.id, finished: true, finished_by: { id: users['igenylo.a'] } });
    const byHead = await send('PUT', `${base}/${created.id}/`, 'vezeto.a', {
      ...read,
      subtasks: [
        { ...read.subtasks[0], finished: false },
        { ...read.subtasks[1], finished: true },
      ],
    });
    expect(byHead.json<TTask>().subtasks.map((s) => [s.id, s.finished, s.finished_by?.name ?? null])).toEqual([
      [mine.id, false, null],
      [heads.id, true, expect.any(String)],
    ]);
    expect((await send('POST', `${base}/${created.id}/reszfeladat/${heads.id}/kesz/`, 'olvaso', {})).statusCode).toBe(403);
    expect((await send('POST', `${base}/${created.id}/reszfeladat/999999/kesz/`, 'igenylo.a', {})).statusCode).toBe(404);
  });

  it('another school reads nothing of a task; its assignee reads it, finishes only their subtask and edits nothing else', async () => {
    const created = await create({ subtasks: [subtask('Közös', [users['igenylo.b']]), subtask('Saját', [users['igenylo.a']])] }, 'admin');
    const plain = await create({ subtasks: [subtask('Csak 001', [users['igenylo.a']])] });
    expect((await send('GET', `${base}/${plain.id}/`, 'igenylo.b')).statusCode).toBe(404);
    const list = (await send('GET', `${base}/?limit=100`, 'igenylo.b')).json<{ data: { id: number }[] }>().data.map((r) => r.id);
    expect(list).toContain(created.id);
    expect(list).not.toContain(plain.id);
    const read = await send('GET', `${base}/${created.id}/`, 'igenylo.b');
    expect(read.statusCode).toBe(200);
    const task = read.json<TTask & { can_edit: boolean }>();
    expect(task.can_edit).toBe(false);
    expect(task.subtasks.map((s) => s.can_finish)).toEqual([true, false]);
    expect((await send('PUT', `${base}/${created.id}/`, 'igenylo.b', task)).statusCode).toBe(404);
    expect((await send('POST', `${base}/${created.id}/reszfeladat/${task.subtasks[1].id}/kesz/`, 'igenylo.b', {})).statusCode).toBe(403);
    const done = await send('POST', `${base}/${created.id}/reszfeladat/${task.subtasks[0].id}/kesz/`, 'igenylo.b', {});
    expect(done.statusCode, done.body).toBe(200);
    expect((await send('POST', `${base}/${plain.id}/reszfeladat/${plain.subtasks[0].id}/kesz/`, 'igenylo.b', {})).statusCode).toBe(404);
  });

  it('an assignee must be someone the writer may name: another school’s user is a 400 on the line', async () => {
    const res = await send('POST', `${base}/`, 'vezeto.a', { title: 'X', institution: school['001'], subtasks: [subtask('Y', [users['igenylo.b']])] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'subtasks.0.assignees': ['Nem létező elem.'] });
  });

  it('open subtasks wait in the assignee’s my tasks and link the task; a finished one leaves', async () => {
    const created = await create({ title: 'Várólista', subtasks: [subtask('Nekem szól', [users['igenylo.a']])] });
    const mine = async () =>
      (await send('GET', '/api/feladataim/?limit=100', 'igenylo.a')).json<{ data: { id: number; module: string; route: string }[]; total: number }>();
    const row = (await mine()).data.find((r) => r.module === 'office_tasks' && r.id === created.subtasks[0].id);
    expect(row).toMatchObject({ route: `/profil/feladatok/${created.id}.html` });
    await send('POST', `${base}/${created.id}/reszfeladat/${created.subtasks[0].id}/kesz/`, 'igenylo.a', {});
    expect((await mine()).data.find((r) => r.module === 'office_tasks' && r.id === created.subtasks[0].id)).toBeUndefined();
  });

  it('supervisors/ offers the school’s writing people with the module; naptar/ the month’s subtasks in scope; filters narrow', async () => {
    const supervisors = (await send('GET', `${base}/supervisors/`, 'igenylo.a')).json<{ id: number }[]>().map((u) => u.id);
    expect(supervisors).toEqual(expect.arrayContaining([users['igenylo.a'], users['vezeto.a']]));
    expect(supervisors).not.toContain(users['igenylo.b']);
    expect(supervisors).not.toContain(users.olvaso);
    const deadline = addDays(today, 2);
    const created = await create({ supervisor: users['vezeto.a'], subtasks: [subtask('Naptári', [users['igenylo.a']], deadline)] });
    const [year, month] = deadline.split('-').map(Number);
    const events = async (who: string) =>
      (await send('GET', `${base}/naptar/?year=${year}&month=${month}`, who)).json<{ events: Record<string, unknown>[] }>().events;
    expect((await events('igenylo.a')).find((e) => e.id === created.subtasks[0].id)).toMatchObject({
      start: deadline,
      institution_code: '001',
      task: created.id,
      url: `/profil/feladatok/${created.id}.html`,
    });
    expect((await events('igenylo.b')).map((e) => e.id)).not.toContain(created.subtasks[0].id);
    const ids = async (query: string) =>
      (await send('GET', `${base}/?limit=100&${query}`, 'igenylo.a')).json<{ data: { id: number }[] }>().data.map((r) => r.id);
    expect(await ids(`assignee=${users['igenylo.a']}&supervisor=${users['vezeto.a']}`)).toContain(created.id);
    expect(await ids(`assignee=${users['vezeto.a']}`)).not.toContain(created.id);
    expect(await ids(`deadline_min=${deadline}&deadline_max=${deadline}`)).toContain(created.id);
    expect(await ids(`deadline_min=${addDays(deadline, 1)}`)).not.toContain(created.id);
  });
});
