import { modulePaths } from '@etanker/shared/modules.ts';
import { monthSearch, type TYearMonth } from './month.ts';

const { prefix: PREFIX, listPath: SECTION_LIST } = modulePaths('timesheets');
export const LIST_PATH = SECTION_LIST;

const withMonth = (path: string, shown: TYearMonth) => {
  const query = new URLSearchParams(monthSearch(shown)).toString();
  return query ? `${path}?${query}` : path;
};

/** An employee's month; the month rides in the query unless it is the current one. */
export const detailPath = (userId: number, shown: TYearMonth) => withMonth(`${PREFIX}/${userId}.html`, shown);
export const listPath = (shown: TYearMonth) => withMonth(LIST_PATH, shown);
