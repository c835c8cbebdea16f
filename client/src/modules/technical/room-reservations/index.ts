// Teremfoglalások (MODULES.md §3.45): list, new, details and the month rendered from the module's
// meta/; its own: the room picked from the rooms free in the period, both times now by default.
import { trpc } from '../../../api/trpc.ts';
import { calendarMetaScreens } from '../../../ui/CalendarScreens.tsx';
import { freeSlotField } from '../../../ui/FreeSlotPicker.tsx';
import { formatDateTime } from '../../../ui/formatters.ts';

/** 001 §3: both times default to now, to the minute as the form's date-time fields hold it. */
const NOW = {
  get defaultValue() {
    return formatDateTime(new Date());
  },
};

export const screens = calendarMetaScreens({
  moduleKey: 'roomReservations',
  title: 'Teremfoglalások',
  newLabel: 'Új teremfoglalás',
  newTitle: 'Új teremfoglalás',
  recordTitle: (record) => String(record.subject ?? 'Teremfoglalás'),
  fields: {
    start_time: NOW,
    end_time: NOW,
    room: freeSlotField({
      period: ['start_time', 'end_time'],
      noun: 'terem',
      plural: 'termek',
      before: 'Előbb adja meg a foglalás kezdetét és végét.',
      useFree: (start, end, edited, enabled) =>
        trpc.roomReservations.freeRooms.useQuery({ start_time: start, end_time: end, own_room_id: edited }, { enabled }),
    }),
  },
});
