// A monthly contract's month (extra-teaching contracts and their summaries, MODULES.md
// §3.30–3.31; DESIGN.md "Education contracts"): a contract belongs to the month its period starts
// in (its period lies within that month), so a month's summary picks it by its start date.
// Dates are calendar days (date columns): the month is compared as UTC midnights.

/** The spec's `state=closed` (002 §4: "the summary module lists contracts with state closed"): an approved contract. */
export const CLOSED_CONTRACT_STATE = 'closed_positive';

/** A state filter's value as the spec spells it ('closed') or as the flow stores it. */
export const contractStateOf = (state: string) => (state === 'closed' ? CLOSED_CONTRACT_STATE : state);

/** `start_date` of a contract of the month (month 1–12). */
export const startInMonth = (year: number, month: number) => ({ gte: new Date(Date.UTC(year, month - 1, 1)), lt: new Date(Date.UTC(year, month, 1)) });
