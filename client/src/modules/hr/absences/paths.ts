export const PREFIX = '/hr/tavolletjelento';
/** The section's first page is the month grid (001 §2: naptar.html instead of a list). */
export const CALENDAR_PATH = `${PREFIX}/naptar.html`;
export const NEW_PATH = `${PREFIX}/uj.html`;
