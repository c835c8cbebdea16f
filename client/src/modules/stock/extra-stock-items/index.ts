// Leltártöbblet (MODULES.md §3.55): list, new and details from the module's meta/; its own: the
// area picker from the start-up areas, the register item searched as it is typed and the
// feldolgoz/ (resolve) button.
import { createElement } from 'react';
import { Stack } from '@mantine/core';
import { EXTRA_STOCK_STATES } from '@etanker/shared/stock.ts';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { ExtraResolve } from './ExtraResolve.tsx';
import { StockItemField, stockItemId } from './StockItemField.tsx';

const meta = metaScreens({
  moduleKey: 'extraStockItems',
  title: 'Leltár – többlet',
  newLabel: 'Új többlet',
  newTitle: 'Új leltártöbblet',
  noun: 'Leltártöbblet',
  accusative: 'leltártöbbletet',
  recordTitle: (record) =>
    `Leltártöbblet${record.stock_number ? ` (${String(record.stock_number)})` : ''} – ${EXTRA_STOCK_STATES[record.state as keyof typeof EXTRA_STOCK_STATES] ?? ''}`,
  // Creator and resolver are named in the resolve panel (a person field here would show an id).
  shown: ['stock_number', 'state'],
  fields: {
    area: { options: (lists) => optionsOf(lists, 'stock_areas') },
    stock_item: { type: 'custom', render: (props) => createElement(StockItemField, props), toPayload: stockItemId },
  },
});

export const screens: TSectionScreens = {
  List: meta.List,
  New: meta.New,
  Details: ({ id }) => createElement(Stack, null, createElement(meta.Details, { id }), createElement(ExtraResolve, { id })),
};
