// Pénzügyi áttekintő (MODULES.md §3.11): one page per institution and year; there are no new or
// details pages, so those paths lead to the overview.
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { TSectionScreens } from '../../../ui/section.ts';
import { OverviewPage } from './OverviewPage.tsx';
import { modulePaths } from '@etanker/shared/modules.ts';

const PAGE = modulePaths('financialOverview').listPath;
const toPage = () => createElement(Navigate, { to: PAGE, replace: true });

export const screens: TSectionScreens = { List: OverviewPage, New: toPage, Details: toPage };
