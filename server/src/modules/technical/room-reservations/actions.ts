// Room-reservation calls besides the workflow pattern: the monthly calendar and the free rooms
// of a period (szabad-termek/), both within the caller's scope.
import { z } from 'zod';
import { action, type TAnyWorkflowModule } from '../../../workflow/define.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { periodQuery } from '../../../workflow/period-query.ts';
import { calendarAction } from '../../calendar.ts';
import { roomHeldSql } from '../room-holds.ts';
import { ROOM_RESERVATION_MANIFEST } from './manifest.ts';
import { roomReservationCalendar } from './calendar.ts';

export const roomReservationActions = (module: () => TAnyWorkflowModule) => ({
  calendar: calendarAction(roomReservationCalendar, module),
  /** Rooms of the caller's institutions that no holding reservation or booking occupies in [start_time, end_time). */
  freeRooms: action({
    on: 'module',
    method: 'GET',
    path: 'szabad-termek/',
    summary: 'Szabad termek egy időszakra (start_time, end_time: ÉÉÉÉ-HH-NN ÓÓ:PP; own_room_id: a szerkesztett foglalás)',
    input: periodQuery(ROOM_RESERVATION_MANIFEST.crossFieldRules, 'start_time', 'end_time', 'own_room_id'),
    output: z.array(
      z.object({ id: z.number().int(), name: z.string(), institution: z.number().int(), building: z.string(), capacity: z.number().int().nullable() }),
    ),
    run: async (tx, ctx, { input }) => {
      // One statement: the rooms in scope that neither a reservation nor a booking's occasion holds.
      const held = roomHeldSql(Prisma.sql`room.id`, { start: input.start_time, end: input.end_time, exceptReservation: input.own_room_id || null });
      const inScope = ctx.user.is_centre ? Prisma.sql`TRUE` : Prisma.sql`room.institution_id = ANY(${ctx.user.institution_ids}::int[])`;
      const rooms = await tx.$queryRaw<{ id: number; name: string; institution_id: number; building: string; capacity: number | null }[]>`
        SELECT room.id, room.name, room.institution_id, room.building, room.capacity
        FROM "Room" room WHERE ${inScope} AND NOT ${held}
        ORDER BY room.name, room.id`;
      return rooms.map((r) => ({ id: r.id, name: r.name, institution: r.institution_id, building: r.building, capacity: r.capacity }));
    },
  }),
});
