// The hand-written static lists (cities and counties come from the postcode file).
import { FINANCE_LISTS } from './finance.ts';
import { HR_LISTS } from './hr.ts';
import { EDUCATION_LISTS } from './education.ts';
import { TECHNICAL_LISTS } from './technical.ts';
import { GENERAL_LISTS } from './general.ts';
import type { TListItem } from './item.ts';

export type { TListItem } from './item.ts';

export const LIST_ITEMS: Record<string, readonly TListItem[]> = {
  ...FINANCE_LISTS,
  ...HR_LISTS,
  ...EDUCATION_LISTS,
  ...TECHNICAL_LISTS,
  ...GENERAL_LISTS,
};
