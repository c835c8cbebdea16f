// Leltár készlet (MODULES.md §3.54): list and details from the module's meta/ (items come from
// imports, so no new item here); its own: the count's decision buttons under the details.
import { createElement } from 'react';
import { Stack } from '@mantine/core';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { StockDecision } from './StockDecision.tsx';

const meta = metaScreens({
  moduleKey: 'stockItems',
  title: 'Leltár – készlet',
  newLabel: 'Új tétel',
  newTitle: 'Új leltári tétel',
  noun: 'Leltári tétel',
  accusative: 'leltári tételt',
  creatable: false,
  recordTitle: (record) => `${String(record.stock_number ?? '')} – ${String(record.name ?? 'Leltári tétel')}`,
  // Who counted it is named in the decision panel (a person field here would show an id).
  shown: ['status', 'decided_at'],
  fields: { area: { options: (lists) => optionsOf(lists, 'stock_areas') } },
});

export const screens: TSectionScreens = {
  List: meta.List,
  New: meta.New,
  Details: ({ id }) => createElement(Stack, null, createElement(meta.Details, { id }), createElement(StockDecision, { id })),
};
