import { monthSearch, type TYearMonth } from './month.ts';

export const PREFIX = '/hr/munkaido-nyilvantartas';
export const LIST_PATH = `${PREFIX}/lista.html`;

const withMonth = (path: string, shown: TYearMonth) => {
  const query = new URLSearchParams(monthSearch(shown)).toString();
  return query ? `${path}?${query}` : path;
};

/** An employee's month; the month rides in the query unless it is the current one. */
export const detailPath = (userId: number, shown: TYearMonth) => withMonth(`${PREFIX}/${userId}.html`, shown);
export const listPath = (shown: TYearMonth) => withMonth(LIST_PATH, shown);
