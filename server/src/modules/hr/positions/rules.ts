// A position's first state: while the requester prepares it (and after a return to correction).
export const INITIAL_STATE = 'open';
