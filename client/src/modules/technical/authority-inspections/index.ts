// Hatósági ellenőrzések (MODULES.md §3.46): list, new and details rendered from the module's
// meta/ (comments and attachments from the kit's plain file case); its own: the tasks table
// with the overdue marks, and the monthly calendar of the tasks' deadlines.
import { createElement } from 'react';
import { calendarMetaScreens } from '../../../ui/CalendarScreens.tsx';
import { TasksField } from './TasksField.tsx';
import { tasksPayload, toTaskLines } from './tasks.ts';

export const screens = calendarMetaScreens({
  moduleKey: 'authorityInspections',
  title: 'Hatósági ellenőrzések',
  newLabel: 'Új hatósági ellenőrzés',
  newTitle: 'Új hatósági ellenőrzés',
  noun: 'Hatósági ellenőrzés',
  accusative: 'hatósági ellenőrzést',
  recordTitle: (record) => `Hatósági ellenőrzés ${String(record.inspection_date ?? '')}`.trim(),
  fields: {
    tasks: {
      defaultValue: [],
      render: (props) => createElement(TasksField, props),
      toPayload: (value) => tasksPayload(toTaskLines(value)),
    },
  },
});
