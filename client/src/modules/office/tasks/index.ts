// Feladatok (MODULES.md §3.67): list, new and details rendered from the module's meta/ (comments
// and attachments from the kit's plain file case) and the month of subtask deadlines; its own:
// the subtasks table with the assignees and the finish button, the supervisor picked from
// supervisors/, and a new task from an uploaded e-mail on the list.
import { createElement } from 'react';
import { Group, Stack } from '@mantine/core';
import { calendarMetaScreens } from '../../../ui/CalendarScreens.tsx';
import { SubtasksField } from './SubtasksField.tsx';
import { SupervisorField } from './SupervisorField.tsx';
import { EmailImport } from './EmailImport.tsx';
import { subtasksPayload, toSubtaskLines } from './subtasks.ts';

const screens0 = calendarMetaScreens({
  moduleKey: 'tasks',
  title: 'Feladatok',
  newLabel: 'Új feladat',
  newTitle: 'Új feladat',
  noun: 'Feladat',
  accusative: 'feladatot',
  recordTitle: (record) => String(record.title ?? 'Feladat'),
  shown: ['created_from_mail'],
  fields: {
    supervisor: { render: (props) => createElement(SupervisorField, props) },
    subtasks: {
      defaultValue: [],
      render: (props) => createElement(SubtasksField, props),
      toPayload: (value) => subtasksPayload(toSubtaskLines(value)),
    },
  },
});

function List() {
  return createElement(Stack, { gap: 'xs' }, createElement(Group, { justify: 'flex-end' }, createElement(EmailImport)), createElement(screens0.List));
}

export const screens = { ...screens0, List };
