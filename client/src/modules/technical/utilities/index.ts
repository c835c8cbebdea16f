// Közművek (MODULES.md §3.41): list, new and details rendered from the module's meta/; its own:
// the readings table with the consumption between readings, and closing a meter.
import { createElement } from 'react';
import { Stack } from '@mantine/core';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { ReadingsField } from './ReadingsField.tsx';
import { MeterClose } from './MeterClose.tsx';
import { readingsPayload, toReadingLines } from './readings.ts';

const meta = metaScreens({
  moduleKey: 'utilities',
  title: 'Közművek',
  newLabel: 'Új mérő',
  newTitle: 'Új közműmérő',
  noun: 'Közműmérő',
  accusative: 'mérőt',
  recordTitle: (record) => `${String(record.name ?? 'Közműmérő')}${record.status === 'closed' ? ' (lezárva)' : ''}`,
  shown: ['read_date', 'status', 'closed_at'],
  fields: {
    reports: {
      defaultValue: [],
      render: (props) => createElement(ReadingsField, { ...props, value: toReadingLines(props.value) }),
      toPayload: (value) => readingsPayload(toReadingLines(value)),
    },
  },
});

export const screens: TSectionScreens = {
  List: meta.List,
  New: meta.New,
  Details: ({ id }) => createElement(Stack, null, createElement(meta.Details, { id }), createElement(MeterClose, { id })),
};
