// Álláshelyek (MODULES.md §3.18): list, new and details from the module's meta/ (the tender rules
// come with it, checked before sending); its own: the hired person shown and recorded (dialog).
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { formatCell } from '../../../ui/listConfig.ts';
import { HireDialog } from './HireDialog.tsx';
import { HiredEmployee } from './HiredEmployee.tsx';

const meta = metaScreens({
  moduleKey: 'positions',
  title: 'Álláshelyek',
  newLabel: 'Új álláshely',
  newTitle: 'Új álláshely',
  noun: 'Álláshely',
  accusative: 'álláshelyet',
  recordTitle: (record) => String(record.title || (record.job as { name?: string } | null)?.name || 'Álláshely'),
  fields: {},
  actionDialogs: { recordHire: HireDialog, updateHire: HireDialog },
  // Every row is a position of some type: its link names the record, 'AH/2026/00003 – Tanár'.
  listColumns: ['reference_number', 'type', 'start_date', 'application_deadline'],
  columns: {
    reference_number: { label: 'Álláshely', render: (row) => [row.reference_number, formatCell(row.job)].filter(Boolean).join(' – ') },
  },
});

export const screens: TSectionScreens = {
  List: meta.List,
  New: meta.New,
  Details: ({ id }) => createElement(HiredEmployee, { id, children: createElement(meta.Details, { id }) }),
};
