// Hatósági ellenőrzések (MODULES.md §3.46): list, new and details rendered from the module's
// meta/ (comments and attachments from the kit's plain file case); its own: the tasks table
// with the overdue marks, and the monthly calendar of the tasks' deadlines.
import { createElement } from 'react';
import { calendarMetaScreens } from '../../../ui/CalendarScreens.tsx';
import { TasksField } from './TasksField.tsx';
import { tasksPayload, toTaskLines } from './tasks.ts';
import { REGULATION_ISSUERS } from '@etanker/shared/regulation-issuers.ts';

export const screens = calendarMetaScreens({
  moduleKey: 'authorityInspections',
  title: 'Hatósági ellenőrzések',
  newLabel: 'Új hatósági ellenőrzés',
  newTitle: 'Új hatósági ellenőrzés',
  noun: 'Hatósági ellenőrzés',
  accusative: 'hatósági ellenőrzést',
  recordTitle: (record) => `Hatósági ellenőrzés ${String(record.inspection_date ?? '')}`.trim(),
  // The issuer's name, as the details' select shows it.
  columns: {
    regulation_issuer: { render: (row) => (REGULATION_ISSUERS as Record<string, string>)[String(row.regulation_issuer)] ?? String(row.regulation_issuer) },
  },
  fields: {
    tasks: {
      defaultValue: [],
      render: (props) => createElement(TasksField, props),
      toPayload: (value) => tasksPayload(toTaskLines(value)),
    },
  },
});
