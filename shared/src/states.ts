// Verification-flow states and their Hungarian labels (spec 000 §4). A module's documented
// default (open, pending, …) is its first, editable state (DESIGN.md §10.7).
export const FLOW_STATES = {
  saved: 'Elmentett',
  under_checking: 'Folyamatban',
  closed_positive: 'Jóváhagyott',
  closed_negative: 'Elutasított',
  rolled_back: 'Sztornózott',
  cancelled: 'Megszűnt',
} as const;

export const FINAL_STATES = ['closed_positive', 'closed_negative', 'rolled_back', 'cancelled'];

export function stateLabel(state: string, initialState: string): string {
  if (state === initialState) return FLOW_STATES.saved;
  return FLOW_STATES[state as keyof typeof FLOW_STATES] ?? state;
}
