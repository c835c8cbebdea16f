// Munkaidő-nyilvántartás (MODULES.md §3.23): a special module with a month list and a month per
// employee; there is no new page (periods are started on the employee's month).
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { TSectionScreens } from '../../../ui/section.ts';
import { TimesheetList } from './TimesheetList.tsx';
import { TimesheetDetails } from './TimesheetDetails.tsx';
import { LIST_PATH } from './paths.ts';

export const screens: TSectionScreens = {
  List: TimesheetList,
  New: () => createElement(Navigate, { to: LIST_PATH, replace: true }),
  Details: TimesheetDetails,
};
