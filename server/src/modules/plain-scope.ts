// The rows of a plain module a user may read: the institution scope (see `scopeColumn`, or the
// module's own `scopeWhere`) and the rows shared with every school (`sharedColumn`) or with the
// caller (`sharedWhere`).
import type { TAuthedContext } from '../access/context.ts';
import { institutionScopeWhere } from '../access/scope.ts';
import type { TAnyPlainModule } from '../workflow/define.ts';

/** The rows the caller keeps: the module's own scope (`scopeWhere`), else its institution column's. */
export const itemScopeWhere = (user: TAuthedContext['user'], def: TAnyPlainModule): Record<string, unknown> =>
  def.scopeWhere ? def.scopeWhere(user) : institutionScopeWhere(user, def.scopeColumn, def.scopeColumnMany);

/** What the caller may read: the scope, and rows shared with every school (`sharedColumn`) or with the caller (`sharedWhere`). */
export function readScopeWhere(user: TAuthedContext['user'], def: TAnyPlainModule): Record<string, unknown> {
  const scope = itemScopeWhere(user, def);
  const shared = def.sharedColumn ? { [def.sharedColumn]: true } : def.sharedWhere?.(user);
  if (!shared || Object.keys(scope).length === 0) return scope;
  return { OR: [scope, shared] };
}
