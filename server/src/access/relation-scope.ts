// The read scope of the people other records name (workflow/relations.ts `readable`): the portal's
// users, kept here with the other scopes; a module's table declares its own (define.ts relations).
import type { TCurrentUser } from '../auth/current-user.ts';

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
