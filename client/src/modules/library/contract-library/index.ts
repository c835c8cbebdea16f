// Szerződéstár (MODULES.md §3.61): list, new and details rendered from the module's meta/; its
// own: the institutions and partners pickers, the handler from referensek/, the total the price
// makes, the computed money on details, and copying.
import { createElement } from 'react';
import { Stack, TextInput } from '@mantine/core';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { institutionLabel, partnerLabel, sortInstitutions } from '../../../ui/formatters.ts';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { HandlerField } from './HandlerField.tsx';
import { handlerId } from './form.ts';
import { OccurrencesField } from './OccurrencesField.tsx';
import { ContractCopy } from './ContractCopy.tsx';
import { contractTitle } from './title.ts';

const meta = metaScreens({
  moduleKey: 'contractLibrary',
  title: 'Szerződéstár',
  newLabel: 'Új szerződés',
  newTitle: 'Új szerződés',
  noun: 'Szerződés',
  accusative: 'szerződést',
  recordTitle: contractTitle,
  shown: ['total_price', 'net_price', 'vat_price', 'exceeds_five_million_per_year', 'creator'],
  fields: {
    institutions: {
      width: 'wide',
      options: (lists) =>
        sortInstitutions((lists.institutions ?? []) as { id: number; name: string; unit_code?: string }[]).map((i) => ({
          value: String(i.id),
          label: institutionLabel(i),
        })),
    },
    partners: {
      width: 'wide',
      options: (lists) => optionsOf(lists, 'partners', (p) => String(p.display_name ?? partnerLabel(p as { name: string }))),
    },
    handler: {
      type: 'custom',
      render: (props) => createElement(HandlerField, { ...props, label: 'Referens' }),
      toPayload: handlerId,
    },
    number_of_occurrences: {
      type: 'custom',
      render: (props) => createElement(OccurrencesField, { ...props, label: 'Alkalmak száma' }),
      toPayload: (value) => (value === null || value === undefined || value === '' ? 1 : Number(value)),
    },
    // Who recorded it, by name (a user the referent list need not hold).
    creator: {
      type: 'custom',
      render: ({ value }) => createElement(TextInput, { label: 'Rögzítette', readOnly: true, value: (value as { name?: string } | null)?.name ?? '' }),
    },
  },
  columns: { exceeds_five_million_per_year: { label: '5 M Ft/év', render: (row) => (row.exceeds_five_million_per_year ? 'Igen' : 'Nem') } },
});

export const screens: TSectionScreens = {
  List: meta.List,
  New: meta.New,
  Details: ({ id }) => createElement(Stack, null, createElement(meta.Details, { id }), createElement(ContractCopy, { id })),
};
