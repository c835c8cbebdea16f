// The room bookings' monthly calendar: one entry per held period (room × occasion day, the
// weekly series expanded to dates: RoomBookingSlot) of the bookings holding rooms, titled with
// the room and the renter, each linking to its booking.
import type { TCalendarDef } from '../../../workflow/calendar.ts';
import { BOOKING_SLOTS, ROOM_HOLDING_STATES } from '../room-holds.ts';

export const roomBookingCalendar: TCalendarDef<{ name: string; time_period: string; room: string }> = {
  table: 'RoomBooking',
  start: 'start_date',
  end: 'end_date',
  kind: 'date',
  select: { name: 'r.name', time_period: 'r.time_period', room: 'room.name' },
  title: (r) => (r.time_period ? `${r.name} (${r.time_period})` : r.name),
  states: ROOM_HOLDING_STATES,
  // The room filter keeps the entries of that room: a booking of several rooms shows only those.
  filters: { institution: 'c.institution_id', room: 'e.room_id', state: 'c.state' },
  entries: {
    slots: BOOKING_SLOTS,
    joins: 'JOIN "Room" room ON room.id = e.room_id',
    label: (r) => r.room,
  },
};
