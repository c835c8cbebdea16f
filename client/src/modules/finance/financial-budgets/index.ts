// Pénzügyi keretek (MODULES.md §3.15): list and details rendered from the module's meta/ (no new
// page: finance creates budgets through the API); its own: the sums, the linked commitments and
// the change requests with their decisions.
import { createElement } from 'react';
import { Stack } from '@mantine/core';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { BudgetMoney } from './BudgetMoney.tsx';
import { ChangeRequests } from './ChangeRequests.tsx';
import { budgetTitle } from './title.ts';

const meta = metaScreens({
  moduleKey: 'financialBudgets',
  title: 'Pénzügyi keretek',
  newLabel: 'Új keret',
  newTitle: 'Új pénzügyi keret',
  noun: 'Pénzügyi keret',
  accusative: 'pénzügyi keretet',
  creatable: false,
  recordTitle: budgetTitle,
  // The amount changes only through an approved change request; the school never.
  fields: { amount: { readOnly: true }, institution: { readOnly: true }, year: { ungrouped: true } },
  // A year is no amount: no thousands separator.
  columns: { year: { render: (row) => String(row.year) }, is_active: { render: (row) => (row.is_active ? 'Igen' : 'Nem') } },
});

export const screens: TSectionScreens = {
  List: meta.List,
  New: meta.New,
  Details: ({ id }) =>
    createElement(Stack, null, createElement(meta.Details, { id }), createElement(BudgetMoney, { id }), createElement(ChangeRequests, { id })),
};
