// The room reservations' monthly calendar: the reservations holding a room, titled with the room.
import type { TCalendarDef } from '../../../workflow/calendar.ts';
import { HOLDING_STATES } from './rules.ts';

export const roomReservationCalendar: TCalendarDef<{ subject: string; room: { name: string } }> = {
  relation: 'room_reservation',
  start: 'start_time',
  end: 'end_time',
  kind: 'datetime',
  select: { subject: true, room: { select: { name: true } } },
  title: (r) => `${r.room.name}: ${r.subject}`,
  states: HOLDING_STATES,
  filters: ['institution', 'room', 'state'],
};
