// Gépjárműigény (MODULES.md §3.50): list, new, details and the month rendered from the module's
// meta/; its own: the car picked from the cars free in the period (with its seats in the label).
import { trpc } from '../../../api/trpc.ts';
import { calendarMetaScreens } from '../../../ui/CalendarScreens.tsx';
import { freeSlotField } from '../../../ui/FreeSlotPicker.tsx';

export const screens = calendarMetaScreens({
  moduleKey: 'carBookings',
  title: 'Gépjárműigények',
  newLabel: 'Új gépjárműigény',
  newTitle: 'Új gépjárműigény',
  noun: 'Gépjárműigény',
  accusative: 'gépjárműigényt',
  recordTitle: (record) => String(record.travel_path ?? 'Gépjárműigény'),
  extraFieldsModule: 'car_bookings',
  fields: {
    car: freeSlotField({
      period: ['start_date', 'end_date'],
      noun: 'gépjármű',
      plural: 'gépjárművek',
      before: 'Előbb adja meg az indulást és a visszaérkezést.',
      useFree: (start, end, edited, enabled) => trpc.carBookings.freeCars.useQuery({ start_date: start, end_date: end, booking_id: edited }, { enabled }),
      labelOf: (car) => (car.person_count ? `${car.name} – ${car.person_count} fő` : car.name),
    }),
  },
});
