// The client routes of budgets and of the commitments they list (MODULES.md §3.8, §3.15).
export const BUDGET_LIST = '/penzugy/penzugyi-keretek/lista.html';
export const budgetPath = (id: number) => `/penzugy/penzugyi-keretek/${id}.html`;
export const commitmentPath = (id: number) => `/penzugy/kotelezettsegvallalas/${id}.html`;
/** The commitments' first state ('open'), for their state badges. */
export const COMMITMENT_INITIAL_STATE = 'open';
/** The change requests' first state (waiting for the finance referent). */
export const CHANGE_INITIAL_STATE = 'pending';
