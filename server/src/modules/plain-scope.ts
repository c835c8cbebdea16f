// The rows of a plain module a user may read: the institution scope (see `scopeColumn`) and the
// rows shared with every school (`sharedColumn`).
import type { TAuthedContext } from '../access/context.ts';
import { institutionScopeWhere } from '../access/scope.ts';
import type { TAnyPlainModule } from '../workflow/define.ts';

/** What the caller may read: the scope, and rows shared with every school (`sharedColumn`). */
export function readScopeWhere(user: TAuthedContext['user'], def: TAnyPlainModule): Record<string, unknown> {
  const scope = institutionScopeWhere(user, def.scopeColumn, def.scopeColumnMany);
  if (!def.sharedColumn || Object.keys(scope).length === 0) return scope;
  return { OR: [scope, { [def.sharedColumn]: true }] };
}
