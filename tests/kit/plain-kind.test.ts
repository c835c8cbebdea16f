// The plain module kind of the kit (modules/plain-router.ts, plain-rest.ts): DELETE {base}/{id}/
// is wired when the module declares `remove` (204; a row outside the caller's scope or already
// gone is 404, one still referenced 409), and read-only users get 403 on every write.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';
import { createCallerFactory } from '../../server/src/trpc/init.ts';
import { plainRouter } from '../../server/src/modules/plain-router.ts';
import { NOT_DELETABLE, STILL_REFERENCED } from '../../server/src/modules/plain-operations.ts';
import { rooms } from '../../server/src/modules/technical/rooms/module.ts';
import { Prisma } from '../../server/src/generated/prisma/client.ts';
import { MESSAGES } from '../../server/src/http/errors.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'olvaso', 'penzugy']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

async function callerOf(email: string, failWith?: string) {
  // rooms, with a `remove` that fails as the database would (a referenced row, a row gone meanwhile).
  const def = {
    ...rooms,
    remove: failWith
      ? async () => {
          throw new Prisma.PrismaClientKnownRequestError('x', { code: failWith, clientVersion: 'test' });
        }
      : rooms.remove,
  };
  const { id } = await server.services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const user = await loadCurrentUser(server.services.prisma, id);
  return createCallerFactory(plainRouter(def))({ ...server.services, user, badToken: false, ip: '127.0.0.1' });
}

const aRoom = async (unitCode: string) => {
  const school = await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: unitCode }, select: { id: true } });
  return server.services.prisma.room.create({ data: { institution_id: school.id, name: `Kit terem ${unitCode}` }, select: { id: true, institution_id: true } });
};

describe('plain module kind', () => {
  it('read-only users get 403 on create, update and delete of every plain module', async () => {
    const room = await aRoom('001');
    const body = { institution: room.institution_id, name: 'Olvasó terme' };
    for (const [method, url] of [
      ['POST', '/api/termek/'],
      ['PUT', `/api/termek/${room.id}/`],
      ['DELETE', `/api/termek/${room.id}/`],
      ['POST', '/api/partnerek/'],
    ] as const) {
      const res = await server.app.inject({ method, url, headers: as('olvaso'), payload: method === 'DELETE' ? undefined : body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.readonly });
    }
    expect((await server.app.inject({ method: 'GET', url: `/api/termek/${room.id}/`, headers: as('olvaso') })).statusCode).toBe(200);
  });

  it('DELETE answers 204 when the module declares remove; without it the call is refused', async () => {
    const room = await aRoom('001');
    const res = await server.app.inject({ method: 'DELETE', url: `/api/termek/${room.id}/`, headers: as('igenylo.a') });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await server.services.prisma.room.count({ where: { id: room.id } })).toBe(0);
    const partner = await server.services.prisma.partner.findFirstOrThrow({ select: { id: true } });
    expect((await server.app.inject({ method: 'DELETE', url: `/api/partnerek/${partner.id}/`, headers: as('penzugy') })).statusCode).toBe(404);
  });

  it('delete within scope only; a referenced row is 409, a vanished one 404 — never a 500', async () => {
    const other = await aRoom('002');
    const a = await callerOf('igenylo.a@etanker.local');
    await expect(a.delete({ id: other.id })).rejects.toMatchObject({ status: 404 });
    expect(await server.services.prisma.room.count({ where: { id: other.id } })).toBe(1);
    const mine = await aRoom('001');
    await expect((await callerOf('igenylo.a@etanker.local', 'P2003')).delete({ id: mine.id })).rejects.toMatchObject({
      status: 409,
      body: { detail: STILL_REFERENCED },
    });
    await expect((await callerOf('igenylo.a@etanker.local', 'P2025')).delete({ id: mine.id })).rejects.toMatchObject({ status: 404 });
    const { remove: _none, ...withoutRemove } = rooms;
    const { id } = await server.services.prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true } });
    const user = await loadCurrentUser(server.services.prisma, id);
    const caller = createCallerFactory(plainRouter(withoutRemove))({ ...server.services, user, badToken: false, ip: '127.0.0.1' });
    await expect(caller.delete({ id: mine.id })).rejects.toMatchObject({ status: 403, body: { detail: NOT_DELETABLE } });
  });
});
