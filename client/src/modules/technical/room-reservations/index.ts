// Teremfoglalások (MODULES.md §3.45): list, new and details rendered from the module's meta/;
// its own: the room picked from the rooms free in the period, the way to the monthly calendar.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { CalendarPage } from '../../../ui/CalendarPage.tsx';
import { formatDateTime } from '../../../ui/formatters.ts';
import { EditedReservation, FreeRoomPicker } from './FreeRoomPicker.tsx';
import { withCalendarLink } from '../../../ui/withCalendarLink.tsx';
import { CALENDAR_PATH, LIST_PATH } from './paths.ts';

/** Now to the minute, as the form's date-time fields hold it (001 §3: both times default to now). */
const now = () => formatDateTime(new Date());

const meta = metaScreens({
  moduleKey: 'roomReservations',
  title: 'Teremfoglalások',
  newLabel: 'Új teremfoglalás',
  newTitle: 'Új teremfoglalás',
  recordTitle: (record) => String(record.subject ?? 'Teremfoglalás'),
  fields: {
    start_time: {
      get defaultValue() {
        return now();
      },
    },
    end_time: {
      get defaultValue() {
        return now();
      },
    },
    room: {
      type: 'custom',
      render: (props) => createElement(FreeRoomPicker, props),
      toPayload: (value) => (value as { id: number } | null)?.id ?? null,
    },
  },
});

export const screens: TSectionScreens = {
  List: withCalendarLink(meta.List, CALENDAR_PATH),
  New: meta.New,
  // The picker leaves the edited reservation's own slot out of the busy ones.
  Details: ({ id }) => createElement(EditedReservation.Provider, { value: id }, createElement(meta.Details, { id })),
  Calendar: () => createElement(CalendarPage, { moduleKey: 'roomReservations', title: 'Teremfoglalások naptára', listPath: LIST_PATH }),
};
