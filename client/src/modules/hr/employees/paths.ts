export const PREFIX = '/hr/dolgozok';
export const LIST_PATH = `${PREFIX}/lista.html`;
export const detailPath = (id: number) => `${PREFIX}/${id}.html`;
