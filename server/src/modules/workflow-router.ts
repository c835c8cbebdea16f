// The tRPC router of a workflow module: its operations' procedures (workflow-operations.ts) and
// its actions' (DESIGN.md §4).
import { router } from '../trpc/init.ts';
import { actionProcedures } from './actions.ts';
import { operationProcedures } from '../api/operations.ts';
import { workflowOperations } from './workflow-operations.ts';
import type { TAnyAction, TWorkflowModule } from '../workflow/define.ts';

export function workflowRouter<
  TCreate,
  TUpdate,
  TDetail extends object,
  TRow extends object,
  TActions extends Record<string, TAnyAction> = Record<never, never>,
>(def: Omit<TWorkflowModule<TCreate, TUpdate, TDetail, TRow>, 'actions'> & { actions?: TActions }) {
  return router({
    ...operationProcedures(def.permission, workflowOperations(def)),
    ...actionProcedures(def, (def.actions ?? {}) as TActions),
  });
}
