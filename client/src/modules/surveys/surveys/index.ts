// Kérdőívek (MODULES.md §3.63): the list, the form and the details from the module's meta, the
// questions edited in the form (QuestionsEditor); the details add the schools' results and the
// summary of the closed ones (SurveyOverview). Schools read the surveys they are asked.
import { createElement } from 'react';
import { Stack } from '@mantine/core';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import { SurveyOverview } from './SurveyOverview.tsx';

const meta = metaScreens({
  moduleKey: 'surveys',
  title: 'Kérdőívek',
  newLabel: 'Új kérdőív',
  newTitle: 'Új kérdőív',
  noun: 'Kérdőív',
  accusative: 'kérdőívet',
  recordTitle: (record) => String(record.name ?? ''),
  addFields: [
    { name: 'questions', label: 'Kérdések', type: 'custom', defaultValue: [], width: 'wide', render: (props) => createElement(QuestionsEditor, props) },
  ],
});

export const screens: TSectionScreens = {
  List: meta.List,
  New: meta.New,
  Details: ({ id }: { id: number }) => createElement(Stack, { gap: 'md' }, createElement(meta.Details, { id }), createElement(SurveyOverview, { id })),
};
