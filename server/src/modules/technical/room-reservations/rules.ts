// A room is held by its pending, in-progress and approved reservations: a new or changed
// reservation overlapping one of them is refused, naming the clash. The check runs with the
// room's row locked, so two simultaneous requests for one room take turns and the second sees
// the first (DESIGN.md "Room reservations"). A room booking's occasion holds the room too.
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { canUseInstitution } from '../../../access/scope.ts';
import { badRequest } from '../../../http/errors.ts';
import { clashMessage } from '../../../workflow/slot-clash.ts';
import { lockRooms, RESERVATION_SLOTS, ROOM_HOLDING_STATES, roomClashMessage } from '../room-holds.ts';

export const INITIAL_STATE = 'pending';

interface TPeriod {
  room: number;
  start_time: Date;
  end_time: Date;
}

/** Locks the room (in the caller's scope, else a 400) and refuses a clash; answers the room's institution. */
export async function reserveRoom(tx: TTx, user: TCurrentUser, period: TPeriod, exceptId: number | null): Promise<number> {
  const rooms = await lockRooms(tx, [period.room]);
  const [room] = rooms;
  if (!room || !canUseInstitution(user, room.institution_id)) throw badRequest({ room: ['Nem létező elem.'] });
  const wanted = [{ resource_id: room.id, start: period.start_time, end: period.end_time }];
  const clash =
    (await clashMessage(tx, user, RESERVATION_SLOTS, wanted, {
      states: ROOM_HOLDING_STATES,
      exceptId,
      holder: { table: 'RoomReservation', title: 'subject' },
      taken: () => `A(z) ${room.name} terem ebben az időszakban már foglalt`,
    })) ?? (await roomClashMessage(tx, user, rooms, wanted, 'booking', null));
  if (clash) throw badRequest({ room: [clash] });
  return room.institution_id;
}
