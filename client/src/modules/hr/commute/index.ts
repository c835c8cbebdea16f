// Munkába járás (MODULES.md §3.21): the month's list and one employment's month; no new page
// (commute infos are kept on the employment).
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { TSectionScreens } from '../../../ui/section.ts';
import { CommuteList } from './CommuteList.tsx';
import { CommuteMonth } from './CommuteMonth.tsx';
import { LIST_PATH } from './month.ts';

export const screens: TSectionScreens = {
  List: CommuteList,
  New: () => createElement(Navigate, { to: LIST_PATH, replace: true }),
  Details: CommuteMonth,
};
