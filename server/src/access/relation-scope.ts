// Read scopes of rows that other records name (workflow/relations.ts `readable`), kept here where
// the module that keeps the rows scopes its own reads by the same function.
import type { TCurrentUser } from '../auth/current-user.ts';

/** Who reads and keeps a contract (spec 002 §6): the centre every one; a school the contracts of
 * its institutions, as owner or in the institutions list, unless school_can_see is off. */
export function libraryContractScopeWhere(user: TCurrentUser): Record<string, unknown> {
  if (user.is_centre) return {};
  return {
    AND: [{ school_can_see: true }, { OR: [{ institution_id: { in: user.institution_ids } }, { institutions: { hasSome: user.institution_ids } }] }],
  };
}

/**
 * The people a school's writer may name (a substitute, a handler, a manager, those involved): the
 * people of its institutions (members, their managers, anyone employed there) and the centre's
 * staff, who decide for every school. Whether they are still active is not asked, so a record
 * keeps naming someone who has left (what GET answers, PUT takes back). The centre names anyone.
 */
export function peopleScopeWhere(user: TCurrentUser): Record<string, unknown> {
  if (user.is_centre) return {};
  const ids = { in: user.institution_ids };
  return {
    OR: [
      { institution_id: ids },
      { managed_institutions: { some: { id: ids } } },
      { employments: { some: { institution_id: ids } } },
      { institution: { parent_id: null } },
    ],
  };
}
