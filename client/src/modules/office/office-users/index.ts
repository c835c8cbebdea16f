// Irodai felhasználók (MODULES.md §3.66): the generic list with its filters and export, a read-only
// user page, and no new page (users are kept by the administrators).
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { TSectionScreens } from '../../../ui/section.ts';
import { ListPage } from '../../../ui/ListPage.tsx';
import { defineListConfig, type TColumn } from '../../../ui/listConfig.ts';
import type { TRecord } from '../../../ui/moduleApi.ts';
import { modulePaths } from '@etanker/shared/modules.ts';
import { OfficeUserDetails } from './OfficeUserDetails.tsx';

const paths = modulePaths('officeUsers');
const names = (key: string) => (row: TRecord) => (row[key] as { name: string }[]).map((r) => r.name).join(', ');

const columns: TColumn[] = [
  { key: 'name', label: 'Név' },
  { key: 'email', label: 'E-mail' },
  { key: 'institution', label: 'Intézmény' },
  { key: 'groups', label: 'Csoportok', render: names('groups') },
];

const config = defineListConfig({
  moduleKey: 'officeUsers',
  title: 'Felhasználók',
  restBase: 'irodai-felhasznalok',
  columns,
  detailPath: paths.detailPath,
  workflow: false,
  exportable: true,
});

export const screens: TSectionScreens = {
  List: () => createElement(ListPage, { config }),
  New: () => createElement(Navigate, { to: paths.listPath, replace: true }),
  Details: OfficeUserDetails,
};
