// A room is held by its pending, in-progress and approved reservations: a new or changed
// reservation overlapping one of them is refused, naming the clash. The check runs with the
// room's row locked, so two simultaneous requests for one room take turns and the second sees
// the first (DESIGN.md "Room reservations"). A room booking's occasion holds the room too.
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { canUseInstitution } from '../../../access/scope.ts';
import { badRequest } from '../../../http/errors.ts';
import { formatDateTime } from '@etanker/shared/format.ts';
import { overlappingReservations } from '../../../workflow/free-slots.ts';
import { canReadCase } from '../../../workflow/case-access.ts';
import { bookingClashMessage, RESERVATION_SLOTS, ROOM_HOLDING_STATES } from '../room-holds.ts';

export const INITIAL_STATE = 'pending';
/** States in which a reservation holds its room (a room booking's alike, room-holds.ts). */
export const HOLDING_STATES = ROOM_HOLDING_STATES;

interface TPeriod {
  room: number;
  start_time: Date;
  end_time: Date;
}

/** Locks the room (in the caller's scope, else a 400) and refuses a clash; answers the room's institution. */
export async function reserveRoom(tx: TTx, user: TCurrentUser, period: TPeriod, exceptId: number | null): Promise<number> {
  const [room] = await tx.$queryRaw<{ institution_id: number; name: string }[]>`
    SELECT institution_id, name FROM "Room" WHERE id = ${period.room} FOR NO KEY UPDATE`;
  if (!room || !canUseInstitution(user, room.institution_id)) throw badRequest({ room: ['Nem létező elem.'] });
  const [clash] = await overlappingReservations(tx, RESERVATION_SLOTS, {
    start: period.start_time,
    end: period.end_time,
    states: HOLDING_STATES,
    resourceIds: [period.room],
    exceptId,
  });
  if (clash) {
    const taken = `A(z) ${room.name} terem ebben az időszakban már foglalt`;
    if (!(await canReadCase(tx, user, clash.id))) throw badRequest({ room: [`${taken}.`] });
    const other = await tx.roomReservation.findUniqueOrThrow({
      where: { id: clash.id },
      select: { subject: true, case: { select: { reference_number: true } } },
    });
    const named = other.case.reference_number ? `${other.case.reference_number} ` : '';
    throw badRequest({
      room: [`${taken}: ${named}„${other.subject}” (${formatDateTime(clash.start)} – ${formatDateTime(clash.end)}).`],
    });
  }
  const booked = await bookingClashMessage(
    tx,
    user,
    [{ id: period.room, ...room }],
    [{ resource_id: period.room, start: period.start_time, end: period.end_time }],
    null,
  );
  if (booked) throw badRequest({ room: [booked] });
  return room.institution_id;
}
