// The room bookings' monthly calendar: the bookings holding rooms, each over its period (the
// days of its occasions are in its details), titled with the renter and the period's name.
import type { TCalendarDef } from '../../../workflow/calendar.ts';
import { ROOM_HOLDING_STATES } from '../room-holds.ts';

export const roomBookingCalendar: TCalendarDef<{ name: string; time_period: string }> = {
  relation: 'room_booking',
  start: 'start_date',
  end: 'end_date',
  kind: 'date',
  select: { name: true, time_period: true },
  title: (r) => (r.time_period ? `${r.name} (${r.time_period})` : r.name),
  states: ROOM_HOLDING_STATES,
  filters: ['institution', 'room', 'state'],
};
