// Room-reservation calls besides the workflow pattern: the monthly calendar and the free rooms
// of a period (szabad-termek/), both within the caller's scope.
import { action, type TAnyWorkflowModule } from '../../../workflow/define.ts';
import { overlappingReservations } from '../../../workflow/free-slots.ts';
import { calendarAction } from '../../calendar.ts';
import { HOLDING_STATES, ROOM_SLOTS } from './rules.ts';
import { ZFreeRoomsQuery } from './schema.ts';
import { roomReservationCalendar } from './calendar.ts';

export const roomReservationActions = (module: () => TAnyWorkflowModule) => ({
  calendar: calendarAction(roomReservationCalendar, module),
  /** Rooms of the caller's institutions that no holding reservation occupies in [start_time, end_time). */
  freeRooms: action({
    on: 'module',
    method: 'GET',
    path: 'szabad-termek/',
    summary: 'Szabad termek egy időszakra (start_time, end_time: ÉÉÉÉ-HH-NN ÓÓ:PP; own_room_id: a szerkesztett foglalás)',
    input: ZFreeRoomsQuery,
    run: async (tx, ctx, { input }) => {
      const busy = await overlappingReservations(tx, ROOM_SLOTS, {
        start: input.start_time,
        end: input.end_time,
        states: HOLDING_STATES,
        exceptId: input.own_room_id || null,
      });
      const rooms = await tx.room.findMany({
        where: {
          ...(ctx.user.is_centre ? {} : { institution_id: { in: ctx.user.institution_ids } }),
          id: { notIn: [...new Set(busy.map((b) => b.resource_id))] },
        },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        select: { id: true, name: true, institution_id: true, building: true, capacity: true },
      });
      return rooms.map((r) => ({ id: r.id, name: r.name, institution: r.institution_id, building: r.building, capacity: r.capacity }));
    },
  }),
});
