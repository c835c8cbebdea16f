// The contracts a user reads: the module's own read scope and its relation table's `readable`
// (module.ts), one function so that the two cannot drift (tests/kit/relation-scope.test.ts).
import type { TCurrentUser } from '../../../auth/current-user.ts';

/** Who reads and keeps a contract (spec 002 §6): the centre every one; a school the contracts of
 * its institutions, as owner or in the institutions list, unless school_can_see is off. */
export function libraryContractScopeWhere(user: TCurrentUser): Record<string, unknown> {
  if (user.is_centre) return {};
  return {
    AND: [{ school_can_see: true }, { OR: [{ institution_id: { in: user.institution_ids } }, { institutions: { hasSome: user.institution_ids } }] }],
  };
}
