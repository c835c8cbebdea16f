// Gépjárműigény (MODULES.md §3.50): list, new and details rendered from the module's meta/; its
// own: the car picked from the cars free in the period, the way to the monthly calendar.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { CalendarPage } from '../../../ui/CalendarPage.tsx';
import { EditedBooking, FreeCarPicker } from './FreeCarPicker.tsx';
import { withCalendarLink } from '../../../ui/withCalendarLink.tsx';
import { CALENDAR_PATH, LIST_PATH } from './paths.ts';

const meta = metaScreens({
  moduleKey: 'carBookings',
  title: 'Gépjárműigények',
  newLabel: 'Új gépjárműigény',
  newTitle: 'Új gépjárműigény',
  noun: 'Gépjárműigény',
  accusative: 'gépjárműigényt',
  recordTitle: (record) => String(record.travel_path ?? 'Gépjárműigény'),
  extraFieldsModule: 'car_bookings',
  fields: {
    car: {
      type: 'custom',
      render: (props) => createElement(FreeCarPicker, props),
      toPayload: (value) => (value as { id: number } | null)?.id ?? null,
    },
  },
});

export const screens: TSectionScreens = {
  List: withCalendarLink(meta.List, CALENDAR_PATH),
  New: meta.New,
  // The picker leaves the edited booking's own period out of the busy ones.
  Details: ({ id }) => createElement(EditedBooking.Provider, { value: id }, createElement(meta.Details, { id })),
  Calendar: () => createElement(CalendarPage, { moduleKey: 'carBookings', title: 'Gépjárműigények naptára', listPath: LIST_PATH }),
};
