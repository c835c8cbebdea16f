// Kérdőív kitöltés (MODULES.md §3.62): the caller's results and a result's fill-in; results are
// made with their survey, so there is no new page.
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { TSectionScreens } from '../../../ui/section.ts';
import { modulePaths } from '@etanker/shared/modules.ts';
import { ResultList } from './ResultList.tsx';
import { FillPage } from './FillPage.tsx';

export const screens: TSectionScreens = {
  List: ResultList,
  New: () => createElement(Navigate, { to: modulePaths('surveyResults').listPath, replace: true }),
  Details: FillPage,
};
