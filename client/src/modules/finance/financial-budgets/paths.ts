// The client routes of budgets and of the commitments they list (MODULES.md §3.8, §3.15).
import { modulePaths } from '@etanker/shared/modules.ts';

export const { listPath: BUDGET_LIST, detailPath: budgetPath } = modulePaths('financialBudgets');
export const commitmentPath = modulePaths('commitments').detailPath;
/** The commitments' first state ('open'), for their state badges. */
export const COMMITMENT_INITIAL_STATE = 'open';
/** The change requests' first state (waiting for the finance referent). */
export const CHANGE_INITIAL_STATE = 'pending';
