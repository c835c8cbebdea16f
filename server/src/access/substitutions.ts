// Substitutions (helyettesítés): whom a user stands in for, on which records. A substitution
// covers only the records that wait on the substituted person (or a group of theirs), of the
// substituted person's institutions (or the listed subset of them), on its step or flow, while
// it is valid; so standing in for school A's manager never reaches school B's records.
import type { Prisma } from '../generated/prisma/client.ts';
import { poolOf, type TTx } from '../db/client.ts';
import { createReadCache } from '../db/read-cache.ts';

/** One valid substitution of a user, resolved to what a record must match. */
export interface TSubstitution {
  substituted_id: number;
  /** Groups of the substituted person: records waiting on one of them are covered too. */
  group_ids: number[];
  step_id: number | null;
  flow_id: number | null;
  /** The institutions covered; null: all of them (the substituted person is a centre user). */
  institution_ids: number[] | null;
}

/** The Case columns a substitution is matched against. */
export interface TSubstitutableCase {
  institution_id: number;
  flow_id: number | null;
  current_step_id: number | null;
  waiting_for_user_id: number | null;
  waiting_for_group_id: number | null;
}

const SUBSTITUTION_SELECT = {
  substitute_id: true,
  valid_from: true,
  valid_until: true,
  step_id: true,
  flow_id: true,
  institution_ids: true,
  substituted: {
    select: {
      id: true,
      is_superuser: true,
      institution_id: true,
      institution: { select: { parent_id: true } },
      managed_institutions: { select: { id: true } },
      groups: { select: { id: true } },
    },
  },
} as const satisfies Prisma.SubstitutionSelect;

type TSubstitutionRow = Prisma.SubstitutionGetPayload<{ select: typeof SUBSTITUTION_SELECT }>;

const notEnded = (now: Date): Prisma.SubstitutionWhereInput => ({
  OR: [{ valid_until: null }, { valid_until: { gt: now } }],
  substituted: { is_active: true },
});
const validAt = (now: Date): Prisma.SubstitutionWhereInput => ({ valid_from: { lte: now }, ...notEnded(now) });

/** The substituted person's institutions (own and managed), narrowed to the listed ones if any. */
function resolve(row: TSubstitutionRow): TSubstitution {
  const person = row.substituted;
  const isCentre = person.is_superuser || (person.institution !== null && person.institution.parent_id === null);
  const own = new Set(person.managed_institutions.map((i) => i.id));
  if (person.institution_id !== null) own.add(person.institution_id);
  const listed = row.institution_ids;
  const institutionIds = isCentre ? (listed.length ? listed : null) : listed.length ? listed.filter((id) => own.has(id)) : [...own];
  return { substituted_id: person.id, group_ids: person.groups.map((g) => g.id), step_id: row.step_id, flow_id: row.flow_id, institution_ids: institutionIds };
}

/** The user's substitutions valid now (a handful of rows, read with the user). */
export async function activeSubstitutions(tx: TTx, userId: number, now = new Date()): Promise<TSubstitution[]> {
  const rows = await tx.substitution.findMany({ where: { substitute_id: userId, ...validAt(now) }, select: SUBSTITUTION_SELECT });
  return rows.map(resolve);
}

export function substitutionCovers(s: TSubstitution, c: TSubstitutableCase): boolean {
  if (c.current_step_id === null) return false;
  if (s.step_id !== null && s.step_id !== c.current_step_id) return false;
  if (s.flow_id !== null && s.flow_id !== c.flow_id) return false;
  if (s.institution_ids !== null && !s.institution_ids.includes(c.institution_id)) return false;
  return c.waiting_for_user_id === s.substituted_id || (c.waiting_for_group_id !== null && s.group_ids.includes(c.waiting_for_group_id));
}

/** The same rule as a Case where ("waiting for me" lists, the scope of a substitute). */
export function substitutionWhere(s: TSubstitution): Prisma.CaseWhereInput {
  return {
    AND: [
      s.step_id !== null ? { current_step_id: s.step_id } : { current_step_id: { not: null } },
      s.flow_id !== null ? { flow_id: s.flow_id } : {},
      s.institution_ids !== null ? { institution_id: { in: s.institution_ids } } : {},
      { OR: [{ waiting_for_user_id: s.substituted_id }, ...(s.group_ids.length ? [{ waiting_for_group_id: { in: s.group_ids } }] : [])] },
    ],
  };
}

/** Who may decide this record as a substitute now (the details page's `substitutors`). */
export async function substitutesOf(tx: TTx, c: TSubstitutableCase, now = new Date()): Promise<number[]> {
  return (await substitutesByCase(tx, [{ id: 0, ...c }], now)).get(0) ?? [];
}

const readNotEnded = (tx: TTx) => tx.substitution.findMany({ where: notEnded(new Date()), select: SUBSTITUTION_SELECT, orderBy: { id: 'asc' } });

// Every list page and record's details asks who may decide its records as a substitute: the
// substitutions not yet ended (a handful of rows) are read once per 5 s, not once per request (a
// Prisma read per page was a tenth of a list page's time at 32 connections); their validity is
// checked against the time of each call. Inside a transaction they are read there, so its writes show.
const cachedNotEnded = createReadCache<TSubstitutionRow[]>(5000, { dependsOn: ['Substitution', 'User', 'Group', 'Institution'] });
const substitutionsNotEnded = (tx: TTx) => (poolOf(tx) ? cachedNotEnded('all', () => readNotEnded(tx)) : readNotEnded(tx));

const validNow = (row: TSubstitutionRow, now: Date) => row.valid_from <= now && (row.valid_until === null || row.valid_until > now);

/** `substitutors` of a page of records, from the substitutions valid now. */
export async function substitutesByCase(tx: TTx, cases: (TSubstitutableCase & { id: number })[], now = new Date()): Promise<Map<number, number[]>> {
  const waiting = cases.filter((c) => c.current_step_id !== null);
  const result = new Map<number, number[]>(cases.map((c) => [c.id, []]));
  if (!waiting.length) return result;
  const rows = (await substitutionsNotEnded(tx)).filter((row) => validNow(row, now));
  const resolved = rows.map((r) => ({ substitute_id: r.substitute_id, rule: resolve(r) }));
  for (const c of waiting) result.set(c.id, [...new Set(resolved.filter((r) => substitutionCovers(r.rule, c)).map((r) => r.substitute_id))]);
  return result;
}
