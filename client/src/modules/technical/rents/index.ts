// Egyéb bérlések (MODULES.md §3.44): list, new and details rendered from the module's meta/; its
// own: the occasions table (one-time or weekly). The total is the server's, shown on details.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { OccasionsField } from '../../../ui/OccasionsField.tsx';
import { occasionsPayload, toOccasionLines } from '../../../ui/occasions.ts';

const meta = metaScreens({
  moduleKey: 'rents',
  title: 'Bérlések',
  newLabel: 'Új bérlés',
  newTitle: 'Új bérlés',
  noun: 'Bérlés',
  accusative: 'bérlést',
  recordTitle: (record) => String(record.name ?? 'Bérlés'),
  extraFieldsModule: 'rents',
  shown: ['total_price'],
  fields: {
    occasions: {
      defaultValue: [],
      render: (props) => createElement(OccasionsField, { ...props, value: toOccasionLines(props.value) }),
      toPayload: (value) => occasionsPayload(toOccasionLines(value)),
    },
  },
});

export const screens: TSectionScreens = { List: meta.List, New: meta.New, Details: meta.Details };
