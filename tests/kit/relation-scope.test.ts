// Relation-valued inputs are checked against what the writer may read (issue 22 §3): generated
// over every relation field of every registered module, so a module added later is covered by
// the same test. School 002's requester names a row of school 001 it cannot read: the field's
// 'Nem létező elem.', as an unknown id; a row it may read passes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFieldMeta, TRelationKind } from '@etanker/shared/field-meta.ts';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { registeredModules } from './registry.ts';
import { loadCurrentUser, type TCurrentUser } from '../../server/src/auth/current-user.ts';
import { readableWhere, relationKinds, relationTable } from '../../server/src/workflow/relations.ts';
import { readScopeWhere } from '../../server/src/modules/plain-scope.ts';
import { AppError } from '../../server/src/http/errors.ts';
import type { TAnyPlainModule } from '../../server/src/workflow/define.ts';
import { base, commitmentClient, newCommitment } from '../security/commitment-helpers.ts';

let server: TTestServer;
let schoolB: TCurrentUser;
/** By relation kind: a row school 002 may not read (school 001's alone), and one it may. */
const foreign = new Map<TRelationKind, number>();
const own = new Map<TRelationKind, number>();
/** Tables every school reads whole: nothing to keep out of a writer's reach. */
const READ_BY_ALL: TRelationKind[] = ['institution', 'partner', 'store_category'];

interface TRelationField {
  /** the field's place in the input: ['address', 'city'] */
  path: string[];
  kind: TRelationKind;
  many: boolean;
}

function relationFields(fields: TFieldMeta[], prefix: string[] = []): TRelationField[] {
  return fields.flatMap((f): TRelationField[] => {
    if (f.kind === 'group') return relationFields(f.fields ?? [], [...prefix, f.name]);
    if (!f.relation || f.readOnly || (f.kind !== 'relation' && f.kind !== 'ids')) return [];
    return [{ path: [...prefix, f.name], kind: f.relation as TRelationKind, many: f.kind === 'ids' }];
  });
}

const inputWith = (field: TRelationField, id: number) =>
  field.path.reduceRight<unknown>((value, key) => ({ [key]: value }), field.many ? [id] : id) as Record<string, unknown>;

/** The field errors of a reference check (none: {}). */
async function referenceErrors(check: (data: unknown) => Promise<void>, data: unknown): Promise<Record<string, unknown>> {
  try {
    await check(data);
    return {};
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.body;
    throw error;
  }
}

beforeAll(async () => {
  server = await startTestServer();
  const prisma = server.services.prisma;
  const [a, b] = await Promise.all(['001', '002'].map((unit_code) => prisma.institution.findFirstOrThrow({ where: { unit_code }, select: { id: true } })));
  const userA = await prisma.user.findFirstOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true } });
  const userB = await prisma.user.findFirstOrThrow({ where: { email: 'igenylo.b@etanker.local' }, select: { id: true } });
  schoolB = (await loadCurrentUser(prisma, userB.id))!;
  // The seed has no tenders, contracts or records: one of each for either school.
  const employmentA = await prisma.employment.findFirstOrThrow({ where: { institution_id: a.id }, select: { id: true } });
  const employmentB = await prisma.employment.findFirstOrThrow({ where: { institution_id: b.id }, select: { id: true } });
  for (const [school, creator, employment] of [
    [a.id, userA.id, employmentA.id],
    [b.id, userB.id, employmentB.id],
  ] as const) {
    await prisma.tender.create({ data: { name: `Pályázat ${school}`, code: `P-${school}`, institutions: [school] } });
    await prisma.libraryContract.create({ data: { title: `Szerződés ${school}`, institution_id: school } });
    const record = (module: string) =>
      prisma.case.create({ data: { module, institution_id: school, creator_id: creator, state: 'open' }, select: { id: true } });
    await prisma.commitment.create({ data: { id: (await record('commitments')).id, subject: 'Próba', cost: 1000 } });
    const day = new Date('2026-03-02');
    await prisma.dayOff.create({ data: { id: (await record('day_offs')).id, employment_id: employment, start_date: day, end_date: day } });
    const lecturer = { name: 'Próba', birth_date: day, birth_place: 'Debrecen', mothers_name: 'Próba', tax_id: '', zip_code: '', city: '', address_1: '' };
    await prisma.externalLecturerContract.create({
      data: { id: (await record('external_lecturer_contracts')).id, ...lecturer, payment: 1, start_date: day, end_date: day },
    });
  }
  for (const kind of relationKinds()) {
    const table = prisma[relationTable(kind).model] as unknown as { findMany(args: object): Promise<{ id: number }[]> };
    // Not `NOT: where`: a scope comparing a nullable column (waiting_for_user_id) is NULL, not false, outside it.
    const readable = (await table.findMany({ where: readableWhere(kind, schoolB), select: { id: true } })).map((r) => r.id);
    const outside = await table.findMany({ where: { id: { notIn: readable } }, select: { id: true }, take: 1 });
    if (outside.length) foreign.set(kind, outside[0].id);
    own.set(kind, readable[0]);
  }
}, 120_000);

describe('relation read scopes', () => {
  it('every table but those every school reads declares who reads its rows, and has a row school 002 may not read', () => {
    const undeclared = relationKinds().filter((kind) => !relationTable(kind).readable);
    expect(undeclared.sort()).toEqual([...READ_BY_ALL].sort());
    for (const kind of relationKinds()) if (!READ_BY_ALL.includes(kind)) expect(foreign.has(kind), kind).toBe(true);
  });

  it("a plain module's rows named by a relation are those the module itself lets the writer read", async () => {
    const prisma = server.services.prisma;
    // The tables plain modules declare (define.ts relations), each with the module keeping it.
    const keeps = registeredModules.flatMap((m) =>
      m.kind === 'plain' ? (Object.keys(m.relations ?? {}) as TRelationKind[]).map((kind) => [kind, m as TAnyPlainModule] as const) : [],
    );
    expect(keeps.length).toBeGreaterThan(0);
    const users = await prisma.user.findMany({ where: { is_active: true }, select: { id: true } });
    for (const [kind, def] of keeps) {
      const table = prisma[relationTable(kind).model] as unknown as { findMany(args: object): Promise<{ id: number }[]> };
      for (const { id } of users) {
        const user = (await loadCurrentUser(prisma, id))!;
        const ids = async (where: object) => (await table.findMany({ where, select: { id: true }, orderBy: { id: 'asc' } })).map((r) => r.id);
        expect(await ids(readableWhere(kind, user)), `${kind} for user ${id}`).toEqual(await ids(readScopeWhere(user, def)));
      }
    }
  });
});

/** A module's relation fields naming rows some school may not read. */
const scopedFields = (def: (typeof registeredModules)[number]) => relationFields(def.manifest?.fieldMeta ?? []).filter((f) => !READ_BY_ALL.includes(f.kind));

describe.each(registeredModules.filter((m) => scopedFields(m).length).map((m) => [m.key, m] as const))('%s', (_key, def) => {
  const check = (data: unknown) => def.manifest!.checkReferences!(server.services.prisma, data, schoolB);

  it('checks its references in the kit', () => expect(def.manifest!.checkReferences).toBeTypeOf('function'));

  it.each(scopedFields(def).map((f) => [f.path.join('.'), f] as const))(
    "%s: another school's row is refused as unknown, one the writer reads is accepted",
    async (key, field) => {
      expect(await referenceErrors(check, inputWith(field, foreign.get(field.kind)!))).toEqual({ [key]: ['Nem létező elem.'] });
      expect(await referenceErrors(check, inputWith(field, own.get(field.kind)!))).toEqual({});
    },
  );
});

describe('through the REST calls (issue 22 §3)', () => {
  it("school 002's commitment naming school 001's budget or tender: 400 as an unknown id, nothing stored", async () => {
    const api = commitmentClient(server);
    await api.login('igenylo.b');
    const before = await server.services.prisma.case.count();
    for (const field of ['financial_budget', 'tender'] as const) {
      const res = await api.send('igenylo.b', 'POST', `${base}/`, { ...newCommitment, [field]: foreign.get(field) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ [field]: ['Nem létező elem.'] });
    }
    expect(await server.services.prisma.case.count()).toBe(before);
    const res = await api.send('igenylo.b', 'POST', `${base}/`, { ...newCommitment, financial_budget: own.get('financial_budget') });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("start-up data and the commitment and invoice filters offer school 002 no tender of school 001's", async () => {
    const api = commitmentClient(server);
    await api.login('igenylo.b', 'kozpontipenzugy');
    const foreignTender = foreign.get('tender')!;
    const ownTender = own.get('tender')!;
    const tenders = (await api.send('igenylo.b', 'GET', '/api/statikus-adatok/')).json().tenders.map((t: { id: number }) => t.id);
    expect(tenders).toContain(ownTender);
    expect(tenders).not.toContain(foreignTender);
    for (const list of ['/api/kotelezettsegvallalas/szurok/', '/api/szamlazas/szurok/']) {
      const offered = (who: string) => api.send(who, 'GET', list).then((r) => r.json().tender.choices.map((c: { value: number }) => c.value));
      expect(await offered('igenylo.b'), list).not.toContain(foreignTender);
      expect(await offered('kozpontipenzugy'), list).toEqual(expect.arrayContaining([foreignTender, ownTender]));
    }
  });
});
