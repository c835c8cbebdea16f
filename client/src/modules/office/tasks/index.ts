// Feladatok (MODULES.md §3.67): list, new and details rendered from the module's meta/ (comments
// and attachments from the kit's plain file case) and the month of subtask deadlines; its own:
// the subtasks table with the assignees and the finish button, the supervisor picked from
// supervisors/, the list's subtask summary, and a new task from an uploaded e-mail on the list.
import { createElement } from 'react';
import { calendarMetaScreens } from '../../../ui/CalendarScreens.tsx';
import { SubtasksField } from './SubtasksField.tsx';
import { SupervisorField, supervisorId } from './SupervisorField.tsx';
import { EmailImport } from './EmailImport.tsx';
import { subtasksPayload, subtasksSummary, toSubtaskLines } from './subtasks.ts';

export const screens = calendarMetaScreens({
  moduleKey: 'tasks',
  title: 'Feladatok',
  newLabel: 'Új feladat',
  newTitle: 'Új feladat',
  noun: 'Feladat',
  accusative: 'feladatot',
  recordTitle: (record) => String(record.title ?? 'Feladat'),
  shown: ['created_from_mail'],
  listActions: EmailImport,
  columns: { subtasks: { render: (row) => subtasksSummary(row.subtasks) } },
  fields: {
    supervisor: { type: 'custom', width: 'narrow', render: (props) => createElement(SupervisorField, props), toPayload: supervisorId },
    subtasks: {
      defaultValue: [],
      render: (props) => createElement(SubtasksField, props),
      toPayload: (value) => subtasksPayload(toSubtaskLines(value)),
    },
  },
});
