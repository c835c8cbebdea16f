export const PREFIX = '/muszak/gepjarmuigeny';
export const LIST_PATH = `${PREFIX}/lista.html`;
/** The spec shows no calendar route; ours mirrors the absences' naptar.html (001 §2), as room reservations do. */
export const CALENDAR_PATH = `${PREFIX}/naptar.html`;
