// caseScopeSql (the scope of reads written in SQL, e.g. the absence month grid) selects exactly
// the Case rows caseScopeWhere does: for every demo user, and for substitutes whose substitutions
// are limited by step and flow, by institutions, or not at all.
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../server/src/generated/prisma/client.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';
import { caseScopeSql, caseScopeWhere } from '../../server/src/access/scope.ts';
import type { TPrisma } from '../../server/src/db/client.ts';
import { createTestDb } from '../helpers/db.ts';

let prisma: TPrisma;

beforeAll(async () => {
  ({ prisma } = await createTestDb());
});

async function compare(userId: number): Promise<number> {
  const user = (await loadCurrentUser(prisma, userId))!;
  const byWhere = await prisma.case.findMany({ where: caseScopeWhere(user), select: { id: true }, orderBy: { id: 'asc' } });
  const bySql = await prisma.$queryRaw<{ id: number }[]>(Prisma.sql`SELECT c.id FROM "Case" c WHERE ${caseScopeSql(user, 'c')} ORDER BY c.id`);
  expect(
    bySql.map((r) => r.id),
    user.email,
  ).toEqual(byWhere.map((r) => r.id));
  return byWhere.length;
}

describe('caseScopeSql', () => {
  it('selects what caseScopeWhere selects for every demo user', async () => {
    const users = await prisma.user.findMany({ where: { is_active: true }, select: { id: true }, orderBy: { id: 'asc' } });
    const seen = [];
    for (const u of users) seen.push(await compare(u.id));
    // Not vacuous: some users see records, some see fewer than others.
    expect(Math.max(...seen)).toBeGreaterThan(0);
    expect(new Set(seen).size).toBeGreaterThan(1);
  });

  it('and for substitutes: limited by step and flow, by institutions, or not at all', async () => {
    const id = async (email: string) => (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
    const [substitute, head, referent] = await Promise.all([id('igenylo.b@etanker.local'), id('vezeto.a@etanker.local'), id('penzugy@etanker.local')]);
    // A record of school 001 put on a flow's step, waiting on its head: the substitutions below reach it.
    const step = await prisma.flowStep.findFirstOrThrow({ select: { id: true, flow_id: true }, orderBy: { id: 'asc' } });
    const school = await prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } });
    const record = await prisma.case.create({
      data: {
        module: 'absences',
        institution_id: school.id,
        creator_id: head,
        state: 'pending',
        flow_id: step.flow_id,
        current_step_id: step.id,
        waiting_for_user_id: head,
      },
      select: { id: true },
    });
    await prisma.substitution.createMany({
      data: [
        { substitute_id: substitute, substituted_id: head, flow_id: step.flow_id, step_id: step.id },
        { substitute_id: substitute, substituted_id: referent, institution_ids: [school.id] },
      ],
    });
    const substituted = (await loadCurrentUser(prisma, substitute))!;
    expect(
      await prisma.$queryRaw<{ id: number }[]>(Prisma.sql`SELECT c.id FROM "Case" c WHERE c.id = ${record.id} AND ${caseScopeSql(substituted, 'c')}`),
    ).toEqual([{ id: record.id }]);
    await compare(substitute);
    await prisma.substitution.deleteMany({ where: { substitute_id: substitute } });
    await prisma.substitution.create({ data: { substitute_id: substitute, substituted_id: referent } });
    await compare(substitute);
  });
});
