export const PREFIX = '/muszak/teremfoglalasok';
export const LIST_PATH = `${PREFIX}/lista.html`;
/** The spec shows no calendar route; ours mirrors the absences' naptar.html (001 §2). */
export const CALENDAR_PATH = `${PREFIX}/naptar.html`;
export const detailPath = (id: number) => `${PREFIX}/${id}.html`;
