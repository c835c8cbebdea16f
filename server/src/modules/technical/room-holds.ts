// What holds a room: a room reservation (teremfoglalás) and every occasion of a room booking
// (teremberlés) while pending, under checking or approved. Both modules refuse a period another
// holder overlaps and both count the other in szabad-termek/; this file is what they share, as
// neither module may read the other's folder (DESIGN.md "Room bookings").
import type { TTx } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { TCurrentUser } from '../../auth/current-user.ts';
import { reservedSql, type TClash, type TSlotTable } from '../../workflow/free-slots.ts';
import { clashMessage, periodText } from '../../workflow/slot-clash.ts';

/** States in which a reservation or a booking holds its rooms. */
export const ROOM_HOLDING_STATES = ['pending', 'under_checking', 'closed_positive'] as const;
export const RESERVATION_SLOTS: TSlotTable = { table: 'RoomReservation', resource: 'room_id', start: 'start_time', end: 'end_time' };
/** A booking's periods: one row per room and occasion day (RoomBookingSlot), its Case in booking_id. */
export const BOOKING_SLOTS: TSlotTable = { table: 'RoomBookingSlot', resource: 'room_id', start: 'start_time', end: 'end_time', caseId: 'booking_id' };

export interface TWantedPeriod {
  resource_id: number;
  start: Date;
  end: Date;
}

export interface TLockedRoom {
  id: number;
  institution_id: number;
  name: string;
}

/**
 * Locks the rooms' rows (FOR NO KEY UPDATE, in id order so two requests lock alike): a second
 * request for one of them waits for the first to commit and then sees its periods.
 */
export async function lockRooms(tx: TTx, roomIds: readonly number[]): Promise<TLockedRoom[]> {
  if (!roomIds.length) return [];
  return tx.$queryRaw<TLockedRoom[]>`
    SELECT id, institution_id, name FROM "Room" WHERE id = ANY(${[...new Set(roomIds)]}::int[]) ORDER BY id FOR NO KEY UPDATE`;
}

/** That the room is taken in the wanted period: all a caller who may not read the holder is told. */
const takenIn = (rooms: readonly TLockedRoom[]) => (clash: TClash) =>
  `A(z) ${rooms.find((r) => r.id === clash.resource_id)?.name ?? ''} terem ${periodText(clash.wanted.start, clash.wanted.end)} között foglalt`;

/** The two holders of rooms: a booking's occasions and a reservation. */
const HOLDERS = {
  booking: { slots: BOOKING_SLOTS, holder: { table: 'RoomBooking', title: 'name', noun: 'teremberlés' } },
  reservation: { slots: RESERVATION_SLOTS, holder: { table: 'RoomReservation', title: 'subject', noun: 'teremfoglalás' } },
};

/** The first room booking or reservation (`by`; not `exceptId`) holding one of the wanted periods, in words; null when none. */
export const roomClashMessage = (
  tx: TTx,
  user: TCurrentUser,
  rooms: readonly TLockedRoom[],
  wanted: readonly TWantedPeriod[],
  by: keyof typeof HOLDERS,
  exceptId: number | null,
) => clashMessage(tx, user, HOLDERS[by].slots, wanted, { states: ROOM_HOLDING_STATES, exceptId, holder: HOLDERS[by].holder, taken: takenIn(rooms) });

/** `room` (an SQL reference to a room id) is held by a reservation or a booking in [start, end); the edited reservation's own period left out. */
export function roomHeldSql(room: Prisma.Sql, args: { start: Date; end: Date; exceptReservation: number | null }) {
  const reserved = reservedSql(RESERVATION_SLOTS, room, { start: args.start, end: args.end, states: ROOM_HOLDING_STATES, exceptId: args.exceptReservation });
  const booked = reservedSql(BOOKING_SLOTS, room, { start: args.start, end: args.end, states: ROOM_HOLDING_STATES });
  return Prisma.sql`(${reserved} OR ${booked})`;
}
