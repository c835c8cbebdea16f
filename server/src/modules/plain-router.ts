// The tRPC router of a module without a workflow: its operations' procedures (plain-operations.ts)
// and its actions' (DESIGN.md §4).
import { router } from '../trpc/init.ts';
import { actionProcedures } from './actions.ts';
import { operationProcedures } from '../api/operations.ts';
import { plainOperations } from './plain-operations.ts';
import type { TAnyAction, TPlainModule } from '../workflow/define.ts';

export function plainRouter<TCreate, TUpdate, TItem extends object, TActions extends Record<string, TAnyAction> = Record<never, never>>(
  def: Omit<TPlainModule<TCreate, TUpdate, TItem>, 'actions'> & { actions?: TActions },
) {
  return router({
    ...operationProcedures(def.permission, plainOperations(def)),
    ...actionProcedures(def, (def.actions ?? {}) as TActions),
  });
}
