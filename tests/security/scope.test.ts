// School separation (issue 9 item 5): institution-valued inputs inside the writer's scope,
// substitutions bounded to the substituted person's institutions and validity, and filter
// options and lookups that never show another school's people.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { base, commitmentClient, newCommitment } from './commitment-helpers.ts';

let server: TTestServer;
let api: ReturnType<typeof commitmentClient>;
const school: Record<string, number> = {};
const user: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  api = commitmentClient(server);
  await api.login('igenylo.a', 'vezeto.a', 'igenylo.b', 'vezeto.b', 'penzugy', 'kozpontipenzugy', 'kozpontipenzugy');
  const prisma = server.services.prisma;
  for (const i of await prisma.institution.findMany({ where: { unit_code: { in: ['001', '002'] } }, select: { id: true, unit_code: true } }))
    school[i.unit_code] = i.id;
  for (const u of await prisma.user.findMany({ select: { id: true, email: true } })) user[u.email.split('@')[0]] = u.id;
  // Centre finance (the substitute below) starts with no substitution of its own.
  await prisma.substitution.deleteMany({ where: { substitute_id: user.kozpontipenzugy } });
});

/** A commitment of `who`, submitted: it waits on its school's manager. */
async function submitted(who: string) {
  const c = await api.create(who);
  expect((await api.decideWith(who, c.id, await api.option(who, c.id, /Beküldés/))).statusCode).toBe(200);
  return c;
}

describe('institution-valued inputs', () => {
  it('a school user cannot name another school as affected institution: 400, nothing stored', async () => {
    const before = await server.services.prisma.case.count();
    const res = await api.send('igenylo.a', 'POST', `${base}/`, { ...newCommitment, affected_institution: school['002'] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ affected_institution: ['Ehhez az intézményhez nem rögzíthet.'] });
    expect(await server.services.prisma.case.count()).toBe(before);
  });

  it('nor move its record there by editing it', async () => {
    const c = await api.create('igenylo.a');
    const res = await api.send('igenylo.a', 'PUT', `${base}/${c.id}/`, { ...newCommitment, affected_institution: school['002'] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().affected_institution).toEqual(['Ehhez az intézményhez nem rögzíthet.']);
    const stored = await server.services.prisma.case.findUniqueOrThrow({ where: { id: c.id }, select: { affected_institution_id: true } });
    expect(stored.affected_institution_id).toBeNull();
    const listedForB = (await api.send('igenylo.b', 'GET', `${base}/?limit=100`)).json().data.map((r: { id: number }) => r.id);
    expect(listedForB).not.toContain(c.id);
  });

  it('its own school is accepted; the centre names any school', async () => {
    expect((await api.send('igenylo.a', 'POST', `${base}/`, { ...newCommitment, affected_institution: school['001'] })).statusCode).toBe(201);
    expect(
      (await api.send('penzugy', 'POST', `${base}/`, { ...newCommitment, institution: school['002'], affected_institution: school['001'] })).statusCode,
    ).toBe(201);
  });
});

describe('substitutions', () => {
  it("a substitute of school A's manager decides school A's records, never school B's", async () => {
    const prisma = server.services.prisma;
    const substitution = await prisma.substitution.create({
      data: { substitute_id: user.kozpontipenzugy, substituted_id: user['vezeto.a'] },
      select: { id: true },
    });
    const a = await submitted('igenylo.a');
    const b = await submitted('igenylo.b');
    const approveB = await api.option('vezeto.b', b.id, /^Jóváhagyom/);
    const onB = await api.decideWith('kozpontipenzugy', b.id, approveB);
    expect(onB.statusCode, onB.body).toBe(403);
    expect(onB.json().detail).toBe('Ebben a lépésben nem Ön a döntéshozó.');
    expect((await api.detail('kozpontipenzugy', b.id)).can_decide).toBe(false);
    const waiting = (await api.send('kozpontipenzugy', 'GET', `${base}/?waiting_for_me=true&limit=100`)).json().data.map((r: { id: number }) => r.id);
    expect(waiting).toContain(a.id);
    expect(waiting).not.toContain(b.id);
    expect((await api.detail('igenylo.a', a.id)).current_step.substitutors).toEqual([user.kozpontipenzugy]);
    expect((await api.decideWith('kozpontipenzugy', a.id, await api.option('kozpontipenzugy', a.id, /^Jóváhagyom/))).statusCode).toBe(200);
    await prisma.substitution.delete({ where: { id: substitution.id } });
  });

  it('a substitution limited to school A covers only school A, even for a referent of every school', async () => {
    const prisma = server.services.prisma;
    await prisma.substitution.create({ data: { substitute_id: user.kozpontipenzugy, substituted_id: user.penzugy, institution_ids: [school['001']] } });
    const atReferent = async (who: string, manager: string) => {
      const c = await submitted(who);
      expect((await api.decideWith(manager, c.id, await api.option(manager, c.id, /^Jóváhagyom/))).statusCode).toBe(200);
      return c;
    };
    const a = await atReferent('igenylo.a', 'vezeto.a');
    const b = await atReferent('igenylo.b', 'vezeto.b');
    expect((await api.detail('kozpontipenzugy', a.id)).can_decide).toBe(true);
    expect((await api.detail('kozpontipenzugy', b.id)).can_decide).toBe(false);
    const optionB = await api.option('penzugy', b.id, /^Megfelel/);
    expect((await api.decideWith('kozpontipenzugy', b.id, optionB, { approved_cost: 1000 })).statusCode).toBe(403);
    await prisma.substitution.deleteMany({ where: { substitute_id: user.kozpontipenzugy } });
  });

  it('outside valid_from … valid_until a substitute decides nothing', async () => {
    const prisma = server.services.prisma;
    const day = 24 * 3600 * 1000;
    const c = await submitted('igenylo.a');
    const option = await api.option('vezeto.a', c.id, /^Jóváhagyom/);
    const past = await prisma.substitution.create({
      data: {
        substitute_id: user.kozpontipenzugy,
        substituted_id: user['vezeto.a'],
        valid_from: new Date(Date.now() - 10 * day),
        valid_until: new Date(Date.now() - day),
      },
      select: { id: true },
    });
    expect((await api.decideWith('kozpontipenzugy', c.id, option)).statusCode).toBe(403);
    await prisma.substitution.update({
      where: { id: past.id },
      data: { valid_from: new Date(Date.now() + day), valid_until: new Date(Date.now() + 10 * day) },
    });
    expect((await api.decideWith('kozpontipenzugy', c.id, option)).statusCode).toBe(403);
    await prisma.substitution.update({ where: { id: past.id }, data: { valid_from: new Date(Date.now() - day), valid_until: null } });
    expect((await api.decideWith('kozpontipenzugy', c.id, option)).statusCode).toBe(200);
    await prisma.substitution.delete({ where: { id: past.id } });
  });
});

describe('filter options and lookups', () => {
  it("a school user's waiting_for options hold only people its records wait on, never another school's", async () => {
    await submitted('igenylo.a');
    await submitted('igenylo.b');
    const choices = (await api.send('igenylo.a', 'GET', `${base}/szurok/`)).json().waiting_for.choices as { value: string }[];
    const values = choices.map((c) => c.value);
    expect(values).toContain(String(user['vezeto.a']));
    expect(values).not.toContain(String(user['vezeto.b']));
    const own = await server.services.prisma.user.findMany({
      where: { waiting_cases: { some: { module: 'commitments', OR: [{ institution_id: school['001'] }, { affected_institution_id: school['001'] }] } } },
      select: { id: true },
    });
    const ownIds = new Set(own.map((u) => String(u.id)));
    for (const v of values.filter((x) => !x.startsWith('g'))) expect(ownIds.has(v), `user ${v}`).toBe(true);
  });

  it('the referents lookup shows a school user only the referents of its school, with its school only', async () => {
    const prisma = server.services.prisma;
    const onlyB = await prisma.user.create({
      data: { name: 'Csak B referense', email: 'referens.b@etanker.local', is_referent: true, managed_institutions: { connect: { id: school['002'] } } },
      select: { id: true },
    });
    const forA = (await api.send('igenylo.a', 'GET', '/api/felhasznalok/referensek/')).json() as { id: number; managed_institutions: number[] }[];
    expect(forA.map((r) => r.id)).toContain(user.penzugy);
    expect(forA.map((r) => r.id)).not.toContain(onlyB.id);
    expect(forA.find((r) => r.id === user.penzugy)!.managed_institutions).toEqual([school['001']]);
    const forCentre = (await api.send('kozpontipenzugy', 'GET', '/api/felhasznalok/referensek/')).json() as { id: number }[];
    expect(forCentre.map((r) => r.id)).toContain(onlyB.id);
  });
});
