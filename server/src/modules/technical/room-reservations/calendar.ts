// The room reservations' monthly calendar: the reservations holding a room, titled with the room.
import type { TCalendarDef } from '../../../workflow/calendar.ts';
import { ROOM_HOLDING_STATES } from '../room-holds.ts';

export const roomReservationCalendar: TCalendarDef<{ subject: string; room: string }> = {
  table: 'RoomReservation',
  start: 'start_time',
  end: 'end_time',
  kind: 'datetime',
  joins: 'JOIN "Room" room ON room.id = r.room_id',
  select: { subject: 'r.subject', room: 'room.name' },
  title: (r) => `${r.room}: ${r.subject}`,
  states: ROOM_HOLDING_STATES,
  filters: { institution: 'c.institution_id', room: 'r.room_id', state: 'c.state' },
};
