// The file case of plain rows (define.ts `files`, modules/plain-files.ts), on tenders
// (attachments) and on tenders with comments switched on through a caller: a row's comments and
// attachments are reached through the row in the caller's read scope (another school's row is a
// 404 on every call, downloads too), read-only users write nothing, a row without a Case yet
// opens one on its first upload, and the unread filters and markers work as on workflow records.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from '../workflow/multipart.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';
import { createCallerFactory } from '../../server/src/trpc/init.ts';
import { plainRouter } from '../../server/src/modules/plain-router.ts';
import { tenders } from '../../server/src/modules/finance/tenders/module.ts';
import { definePlainModule } from '../../server/src/workflow/define.ts';
import { moduleMeta } from '../../server/src/workflow/meta.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const school: Record<string, number> = {};
const base = '/api/palyazatok';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['penzugy', 'igenylo.a', 'igenylo.b', 'olvaso']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const i of await server.services.prisma.institution.findMany({ select: { id: true, unit_code: true } })) school[i.unit_code] = i.id;
});

async function createTender(unitCode = '001') {
  const code = `KIT-${Math.random().toString(36).slice(2, 8)}`;
  const res = await server.app.inject({
    method: 'POST',
    url: `${base}/`,
    headers: as('penzugy'),
    payload: { name: 'Kit pályázat', code, institutions: [school[unitCode]], amount: 1000 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function upload(id: number, who: string, name = 'Szerződés') {
  const { payload, contentType } = await multipartBody({ name }, { document: { filename: 'szerzodes.txt', data: 'Szerződés szövege', type: 'text/plain' } });
  return server.app.inject({ method: 'POST', url: `${base}/${id}/uj-melleklet/`, headers: { ...as(who), 'content-type': contentType }, payload });
}

const get = (url: string, who: string) => server.app.inject({ method: 'GET', url, headers: as(who) });

/** tenders with comments too, called through tRPC as `email`. */
async function commentingCaller(email: string) {
  const def = definePlainModule({ ...tenders, files: { ...tenders.files!, comments: true } });
  const { id } = await server.services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const user = await loadCurrentUser(server.services.prisma, id);
  return createCallerFactory(plainRouter(def))({ ...server.services, user, badToken: false, ip: '127.0.0.1' });
}

describe('plain file case', () => {
  it('a new row gets its file Case in its own transaction; meta and details tell the client', async () => {
    const id = await createTender();
    const row = await server.services.prisma.tender.findUniqueOrThrow({ where: { id }, select: { case_id: true, file_case: { select: { module: true } } } });
    expect(row.file_case?.module).toBe('tenders');
    expect(moduleMeta(tenders).files).toEqual({ comments: false, attachments: true });
    const details = (await get(`${base}/${id}/`, 'igenylo.a')).json();
    expect(details).toMatchObject({ attachments: [], can_upload: true });
    expect(details).not.toHaveProperty('comments');
    expect((await get(`${base}/szurok/`, 'penzugy')).json()).toHaveProperty('has_unseen_attachment');
  });

  it('uploads, downloads and deletes within the row scope; another school gets 404, a read-only user 403', async () => {
    const id = await createTender('001');
    const res = await upload(id, 'igenylo.a');
    expect(res.statusCode, res.body).toBe(201);
    const [attachment] = res.json<{ id: number; name: string; document: string; deletable: boolean }[]>();
    expect(attachment).toMatchObject({ name: 'Szerződés', deletable: true });
    expect((await get(attachment.document, 'igenylo.a')).body).toBe('Szerződés szövege');
    expect((await get(attachment.document, 'igenylo.b')).statusCode).toBe(404);
    expect((await upload(id, 'igenylo.b')).statusCode).toBe(404);
    expect((await get(`${base}/${id}/`, 'igenylo.b')).statusCode).toBe(404);
    const foreignDelete = await server.app.inject({
      method: 'POST',
      url: `${base}/${id}/melleklet-torlese/`,
      headers: as('igenylo.b'),
      payload: { attachment_id: attachment.id },
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect((await upload(id, 'olvaso')).statusCode).toBe(403);
    const deleted = await server.app.inject({
      method: 'POST',
      url: `${base}/${id}/melleklet-torlese/`,
      headers: as('igenylo.a'),
      payload: { attachment_id: attachment.id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()[0]).toMatchObject({ document: null, deleted_by: 'Nagy Eszter' });
  });

  it('a row written without the kit opens its Case on the first upload; the others are told (filter, marker seen on reading)', async () => {
    const legacy = await server.services.prisma.tender.create({
      data: { name: 'Régi pályázat', code: 'REGI-1', institutions: [school['001']], amount: 10 },
      select: { id: true },
    });
    expect((await upload(legacy.id, 'penzugy')).statusCode).toBe(201);
    const c = await server.services.prisma.tender.findUniqueOrThrow({ where: { id: legacy.id }, select: { file_case: { select: { creator_id: true } } } });
    expect(c.file_case).not.toBeNull();
    const id = await createTender('001');
    expect((await upload(id, 'igenylo.a')).statusCode).toBe(201);
    const unseen = async () => (await get(`${base}/?has_unseen_attachment=true&limit=100`, 'penzugy')).json<{ data: { id: number }[] }>().data.map((t) => t.id);
    expect(await unseen()).toContain(id);
    expect(await unseen()).not.toContain(legacy.id);
    await get(`${base}/${id}/`, 'penzugy');
    expect(await unseen()).not.toContain(id);
  });

  it('comments through tRPC: scope, read-only users, only the newest own comment is deletable', async () => {
    const id = await createTender('001');
    const a = await commentingCaller('igenylo.a@etanker.local');
    const comments = await a.addComment({
      id,
      content: 'Beadtuk.',
      private_comment: false,
      school_should_reply: false,
      waiting_for_attachment: false,
      important: false,
    });
    expect(comments).toMatchObject([{ content: 'Beadtuk.', author: 'Nagy Eszter', deletable: true }]);
    const b = await commentingCaller('igenylo.b@etanker.local');
    await expect(
      b.addComment({ id, content: 'x', private_comment: false, school_should_reply: false, waiting_for_attachment: false, important: false }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(b.get({ id })).rejects.toMatchObject({ status: 404 });
    const readOnly = await commentingCaller('olvaso@etanker.local');
    await expect(
      readOnly.addComment({ id, content: 'x', private_comment: false, school_should_reply: false, waiting_for_attachment: false, important: false }),
    ).rejects.toMatchObject({ status: 403 });
    const finance = await commentingCaller('penzugy@etanker.local');
    expect(await finance.get({ id })).toMatchObject({ can_comment: true, comments: [{ content: 'Beadtuk.', deletable: false }] });
    const after = await a.deleteComment({ id, comment_id: comments[0].id });
    expect(after[0]).toMatchObject({ is_deleted: true, content: '' });
  });

  it('a module without files has no file calls (tRPC: not found)', async () => {
    const { files: _none, ...plain } = tenders;
    const id = await createTender('001');
    const { id: userId } = await server.services.prisma.user.findUniqueOrThrow({ where: { email: 'penzugy@etanker.local' }, select: { id: true } });
    const user = await loadCurrentUser(server.services.prisma, userId);
    const caller = createCallerFactory(plainRouter(definePlainModule(plain)))({ ...server.services, user, badToken: false, ip: '127.0.0.1' });
    await expect(caller.deleteAttachment({ id, attachment_id: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
