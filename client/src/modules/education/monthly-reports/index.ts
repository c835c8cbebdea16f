// Havi beszámolók (MODULES.md §3.35): the list and a report's page; no new page (the job makes the
// reports), so uj.html leads to the list.
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { TSectionScreens } from '../../../ui/section.ts';
import { modulePaths } from '@etanker/shared/modules.ts';
import { MonthlyReportList } from './MonthlyReportList.tsx';
import { MonthlyReportDetails } from './MonthlyReportDetails.tsx';

export const screens: TSectionScreens = {
  List: MonthlyReportList,
  New: () => createElement(Navigate, { to: modulePaths('monthlyReports').listPath, replace: true }),
  Details: MonthlyReportDetails,
};
