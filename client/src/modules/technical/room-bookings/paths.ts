export const PREFIX = '/muszak/teremberles';
export const LIST_PATH = `${PREFIX}/lista.html`;
/** The spec shows no calendar route; ours is the room reservations' naptar.html. */
export const CALENDAR_PATH = `${PREFIX}/naptar.html`;
