// The room bookings' monthly calendar: one entry per held period (room × occasion day, the
// weekly series expanded to dates: RoomBookingSlot) of the bookings holding rooms, titled with
// the room and the renter, each linking to its booking.
import type { TCalendarDef } from '../../../workflow/calendar.ts';
import { ROOM_HOLDING_STATES } from '../room-holds.ts';

type TBooking = { name: string; time_period: string };

export const roomBookingCalendar: TCalendarDef<TBooking, { room: { name: string } }> = {
  relation: 'room_booking',
  start: 'start_date',
  end: 'end_date',
  kind: 'date',
  select: { name: true, time_period: true },
  title: (r) => (r.time_period ? `${r.name} (${r.time_period})` : r.name),
  states: ROOM_HOLDING_STATES,
  filters: ['institution', 'room', 'state'],
  entries: {
    relation: 'slots',
    start: 'start_time',
    end: 'end_time',
    select: { room: { select: { name: true } } },
    label: (slot) => slot.room.name,
    narrowedBy: { room: 'room_id' },
  },
};
