// Row scope (DESIGN.md §6), as Prisma `where` fragments applied in every list, get, export and
// action: a school user sees its institution and managed institutions (as owner or affected
// institution) and what waits on it; the centre sees all.
import { Prisma } from '../generated/prisma/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { substitutionWhere, type TSubstitution } from './substitutions.ts';

export function caseScopeWhere(user: TCurrentUser): Prisma.CaseWhereInput {
  const permission = casePermissionWhere(user);
  if (user.is_centre) return permission;
  const institutions: Prisma.CaseWhereInput = {
    OR: [
      { institution_id: { in: user.institution_ids } },
      { affected_institution_id: { in: user.institution_ids } },
      { reader_institution_ids: { hasSome: user.institution_ids } },
      ...waitingForUserWhere(user).OR!,
    ],
  };
  // A record hidden from schools (an invoice with schools_can_see off) stays the centre's, whoever it waits on.
  return { AND: [institutions, { hidden_from_schools: false }, ...(permission.OR ? [permission] : [])] };
}

/**
 * caseScopeWhere as an SQL condition on the Case aliased `c`, for the few reads written in SQL
 * (the absence month grid). The same rules, so tests/security/scope-sql.test.ts compares the two
 * for every demo user and a substitute.
 */
export function caseScopeSql(user: TCurrentUser, c: string): Prisma.Sql {
  const col = (name: string) => Prisma.raw(`${c}."${name}"`);
  const permission = user.is_superuser
    ? Prisma.sql`TRUE`
    : Prisma.sql`(${col('permission')} IS NULL OR ${col('permission')} = ANY(${[...user.permissions]}::text[]))`;
  if (user.is_centre) return permission;
  const ids = user.institution_ids;
  const waiting = [
    Prisma.sql`${col('waiting_for_user_id')} = ${user.id}`,
    ...(user.group_ids.length ? [Prisma.sql`${col('waiting_for_group_id')} = ANY(${user.group_ids}::int[])`] : []),
    ...user.substitutions.map((s) => substitutionSql(s, col)),
  ];
  return Prisma.sql`((${col('institution_id')} = ANY(${ids}::int[]) OR ${col('affected_institution_id')} = ANY(${ids}::int[])
    OR ${col('reader_institution_ids')} && ${ids}::int[] OR ${Prisma.join(waiting, ' OR ')})
    AND NOT ${col('hidden_from_schools')} AND ${permission})`;
}

function substitutionSql(s: TSubstitution, col: (name: string) => Prisma.Sql): Prisma.Sql {
  const waiting = s.group_ids.length
    ? Prisma.sql`(${col('waiting_for_user_id')} = ${s.substituted_id} OR ${col('waiting_for_group_id')} = ANY(${s.group_ids}::int[]))`
    : Prisma.sql`${col('waiting_for_user_id')} = ${s.substituted_id}`;
  return Prisma.sql`(${s.step_id !== null ? Prisma.sql`${col('current_step_id')} = ${s.step_id}` : Prisma.sql`${col('current_step_id')} IS NOT NULL`}
    AND ${s.flow_id !== null ? Prisma.sql`${col('flow_id')} = ${s.flow_id}` : Prisma.sql`TRUE`}
    AND ${s.institution_ids !== null ? Prisma.sql`${col('institution_id')} = ANY(${s.institution_ids}::int[])` : Prisma.sql`TRUE`}
    AND ${waiting})`;
}

/** Records of a module split into areas (Case.permission) show only in the areas the user
 * holds, whoever they wait on; superusers hold every permission. */
export function casePermissionWhere(user: TCurrentUser): Prisma.CaseWhereInput {
  if (user.is_superuser) return {};
  return { OR: [{ permission: null }, { permission: { in: [...user.permissions] } }] };
}

/** Records that wait on the user: assigned to it, to one of its groups, or to someone it
 * substitutes (within that substitution's institutions, step and time). */
export function waitingForUserWhere(user: TCurrentUser): { OR: Prisma.CaseWhereInput[] } {
  return {
    OR: [
      { waiting_for_user_id: user.id },
      ...(user.group_ids.length ? [{ waiting_for_group_id: { in: user.group_ids } }] : []),
      ...user.substitutions.map(substitutionWhere),
    ],
  };
}

/** Institutions a user may pick as the owner of a new record. */
export function canUseInstitution(user: TCurrentUser, institutionId: number): boolean {
  return user.is_centre || user.institution_ids.includes(institutionId);
}

/** Rows of a plain module that belong to an institution (`column`): the user's institutions; the centre's: all.
 * `many`: the column is an id array (a tender's institutions), a row listing one of them is in scope. */
export function institutionScopeWhere(user: TCurrentUser, column: string | undefined, many = false): Record<string, unknown> {
  if (!column || user.is_centre) return {};
  return { [column]: many ? { hasSome: user.institution_ids } : { in: user.institution_ids } };
}
