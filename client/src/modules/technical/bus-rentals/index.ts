// Buszbérlés (MODULES.md §3.49): list, new and details rendered from the module's meta/; its
// own: the legs of the trip (a table of lines).
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { TravelsField } from './TravelsField.tsx';
import { NEW_TRAVEL, toTravelLines, travelsPayload } from './travels.ts';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'busRentals',
  title: 'Buszbérlések',
  newLabel: 'Új buszbérlés',
  newTitle: 'Új buszbérlés',
  noun: 'Buszbérlés',
  accusative: 'buszbérlést',
  recordTitle: (record) => String(record.travel_goal ?? 'Buszbérlés'),
  extraFieldsModule: 'bus_rentals',
  fields: {
    // A new trip starts with its outbound leg to fill in.
    travels: {
      defaultValue: [NEW_TRAVEL],
      render: (props) => createElement(TravelsField, props),
      toPayload: (value) => travelsPayload(toTravelLines(value)),
    },
  },
});
