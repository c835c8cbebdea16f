export const PREFIX = '/muszak/hatosagiellenorzes';
export const LIST_PATH = `${PREFIX}/lista.html`;
/** The spec shows no calendar route; the brief's naptar.html, as the other monthly calendars. */
export const CALENDAR_PATH = `${PREFIX}/naptar.html`;
