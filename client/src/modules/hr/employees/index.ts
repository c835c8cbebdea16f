// Dolgozók (MODULES.md §3.16): the list from the module's meta/; new and details are the HR
// file's own screens (personal data in sections, employments, attachments).
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { EmployeeNew } from './EmployeeNew.tsx';
import { EmployeeDetails } from './EmployeeDetails.tsx';

const meta = metaScreens({
  moduleKey: 'employees',
  title: 'Dolgozók',
  newLabel: 'Új dolgozó',
  newTitle: 'Új dolgozó',
  noun: 'Dolgozó',
  accusative: 'dolgozót',
  recordTitle: (record) => String(record.name),
  // 001 §7 documents no export of employees (personal data).
  exportable: false,
});

export const screens: TSectionScreens = {
  List: meta.List,
  New: EmployeeNew,
  Details: ({ id }) => createElement(EmployeeDetails, { id }),
};
