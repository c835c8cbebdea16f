// Raktár: kategóriák (MODULES.md §3.58): list, new and details from the module's meta/; its own:
// the spreadsheet export and import on the details page.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { CategorySheet } from './CategorySheet.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'storeCategories',
  title: 'Kategóriák',
  newLabel: 'Új kategória',
  newTitle: 'Új kategória',
  noun: 'Kategória',
  accusative: 'kategóriát',
  recordTitle: (record) => String(record.name),
  // Not a field of the category: the sheet's buttons, sent nowhere.
  addFields: [{ name: 'sheet', label: 'Táblázat', type: 'custom', render: (props) => createElement(CategorySheet, props), toPayload: () => undefined }],
});
