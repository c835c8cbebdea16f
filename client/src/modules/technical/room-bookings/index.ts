// Teremberlés (MODULES.md §3.43): list, new and details rendered from the module's meta/; its own:
// the rooms picker, the occasions table (the rents' editor), the attachment types and the way to
// the monthly calendar. The total is the server's, shown read-only on details.
import { createElement } from 'react';
import { calendarMetaScreens } from '../../../ui/CalendarScreens.tsx';
import { OccasionsField } from '../../../ui/OccasionsField.tsx';
import { occasionsPayload, toOccasionLines } from '../../../ui/occasions.ts';
import { RoomsField } from './RoomsField.tsx';

export const screens = calendarMetaScreens({
  moduleKey: 'roomBookings',
  title: 'Teremberlések',
  newLabel: 'Új teremberlés',
  newTitle: 'Új teremberlés',
  noun: 'Teremberlés',
  accusative: 'teremberlést',
  recordTitle: (record) => String(record.name ?? 'Teremberlés'),
  extraFieldsModule: 'room_bookings',
  shown: ['total_price'],
  fields: {
    rooms: {
      defaultValue: [],
      width: 'wide',
      render: (props) => createElement(RoomsField, props),
    },
    occasions: {
      defaultValue: [],
      render: (props) => createElement(OccasionsField, { ...props, value: toOccasionLines(props.value) }),
      toPayload: (value) => occasionsPayload(toOccasionLines(value)),
    },
    required_attachment_types: { width: 'wide' },
  },
});
