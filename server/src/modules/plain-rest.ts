// The documented REST paths of a plain module: its operations' routes (plain-operations.ts) and
// its actions'.
import { actionRestRoutes } from './actions.ts';
import type { TRestRoute } from '../rest/route.ts';
import type { TAnyPlainModule } from '../workflow/define.ts';
import { operationRoutes } from '../api/operations.ts';
import { plainOperations } from './plain-operations.ts';
import { moduleHost } from './kit-operations.ts';

export function plainRestRoutes(def: TAnyPlainModule): TRestRoute[] {
  const operations = plainOperations(def);
  // An item action without its own `output` answers the row's details, as `get` does.
  return [...operationRoutes(moduleHost(def), operations), ...actionRestRoutes(def, operations.get.output ?? undefined)];
}
