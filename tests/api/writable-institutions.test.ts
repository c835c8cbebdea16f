// Issue 23 item 8: the me answer names the schools the user may record for, so the forms'
// institution pickers offer only those (a requester learned on save: 'Ehhez az intézményhez nem rögzíthet.').
import { describe, expect, it } from 'vitest';
import { authHeader, login, startTestServer } from '../helpers/server.ts';

const { app, services } = await startTestServer();
const prisma = services.prisma;

const writable = async (email: string): Promise<number[]> => {
  const token = await login(app, email);
  const res = await app.inject({ method: 'GET', url: '/api/felhasznalok/en/', headers: authHeader(token) });
  expect(res.statusCode).toBe(200);
  return res.json().writable_institutions;
};

describe('writable_institutions of GET /api/felhasznalok/en/', () => {
  it("is a school requester's own school only", async () => {
    const user = await prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { institution_id: true } });
    expect(await writable('igenylo.a@etanker.local')).toEqual([user.institution_id]);
  });

  it('is every open school for the centre', async () => {
    const open = await prisma.institution.findMany({ where: { is_active: true }, select: { id: true }, orderBy: { id: 'asc' } });
    expect(await writable('admin@etanker.local')).toEqual(open.map((row) => row.id));
  });

  it('is none for a read-only user', async () => {
    expect(await writable('olvaso@etanker.local')).toEqual([]);
  });
});
