// Pályázatok (MODULES.md §3.13): list, new and details rendered from the module's meta/; its own:
// the institutions picker, the tender's money (amount_stat), its commitments and closing it.
import { createElement } from 'react';
import { Stack } from '@mantine/core';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { institutionLabel, sortInstitutions } from '../../../ui/formatters.ts';
import { TenderMoney } from './TenderMoney.tsx';
import { TenderClose } from './TenderClose.tsx';
import { tenderTitle } from './title.ts';

const meta = metaScreens({
  moduleKey: 'tenders',
  title: 'Pályázatok',
  newLabel: 'Új pályázat',
  newTitle: 'Új pályázat',
  noun: 'Pályázat',
  accusative: 'pályázatot',
  recordTitle: (record) => tenderTitle(record),
  fields: {
    institutions: {
      width: 'wide',
      options: (lists) =>
        sortInstitutions((lists.institutions ?? []) as { id: number; name: string; unit_code?: string }[]).map((i) => ({
          value: String(i.id),
          label: institutionLabel(i),
        })),
    },
  },
  // The closed flag in words: 'Lezárt' marks a closed tender (spec 001 §3).
  columns: { closed: { label: 'Állapot', render: (row) => (row.closed ? 'Lezárt' : 'Nyitott') } },
});

export const screens: TSectionScreens = {
  List: meta.List,
  New: meta.New,
  Details: ({ id }) => createElement(Stack, null, createElement(meta.Details, { id }), createElement(TenderMoney, { id }), createElement(TenderClose, { id })),
};
