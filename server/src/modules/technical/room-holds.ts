// What holds a room: a room reservation (teremfoglalás) and every occasion of a room booking
// (teremberlés) while pending, under checking or approved. Both modules refuse a period another
// holder overlaps and both count the other in szabad-termek/; this file is what they share, as
// neither module may read the other's folder (DESIGN.md "Room bookings").
import type { TTx } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { formatDateTime } from '@etanker/shared/format.ts';
import type { TCurrentUser } from '../../auth/current-user.ts';
import { firstClash, reservedSql, type TSlotTable } from '../../workflow/free-slots.ts';
import { canReadCase } from '../../workflow/case-access.ts';

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

const period = (start: Date, end: Date) => `${formatDateTime(start)} – ${formatDateTime(end)}`;

/** That the room is taken in the wanted period: all a caller who may not read the holder is told. */
const takenText = (rooms: readonly TLockedRoom[], clash: { resource_id: number; wanted: { start: Date; end: Date } }) =>
  `A(z) ${rooms.find((r) => r.id === clash.resource_id)?.name ?? ''} terem ${period(clash.wanted.start, clash.wanted.end)} között foglalt`;

/** The first room booking (not `exceptBooking`) holding one of the wanted periods, in words; null when none. */
export async function bookingClashMessage(
  tx: TTx,
  user: TCurrentUser,
  rooms: readonly TLockedRoom[],
  wanted: readonly TWantedPeriod[],
  exceptBooking: number | null,
) {
  const clash = await firstClash(tx, BOOKING_SLOTS, wanted, { states: ROOM_HOLDING_STATES, exceptId: exceptBooking });
  if (!clash) return null;
  const taken = takenText(rooms, clash);
  if (!(await canReadCase(tx, user, clash.id))) return `${taken}.`;
  const other = await tx.roomBooking.findUniqueOrThrow({ where: { id: clash.id }, select: { name: true, case: { select: { reference_number: true } } } });
  const named = other.case.reference_number ? `${other.case.reference_number} ` : '';
  return `${taken}: ${named}„${other.name}” teremberlés (${period(clash.start, clash.end)}).`;
}

/** The first room reservation (not `exceptReservation`) holding one of the wanted periods, in words; null when none. */
export async function reservationClashMessage(
  tx: TTx,
  user: TCurrentUser,
  rooms: readonly TLockedRoom[],
  wanted: readonly TWantedPeriod[],
  exceptReservation: number | null,
) {
  const clash = await firstClash(tx, RESERVATION_SLOTS, wanted, { states: ROOM_HOLDING_STATES, exceptId: exceptReservation });
  if (!clash) return null;
  const taken = takenText(rooms, clash);
  if (!(await canReadCase(tx, user, clash.id))) return `${taken}.`;
  const other = await tx.roomReservation.findUniqueOrThrow({
    where: { id: clash.id },
    select: { subject: true, case: { select: { reference_number: true } } },
  });
  const named = other.case.reference_number ? `${other.case.reference_number} ` : '';
  return `${taken}: ${named}„${other.subject}” teremfoglalás (${period(clash.start, clash.end)}).`;
}

/** `room` (an SQL reference to a room id) is held by a reservation or a booking in [start, end); the edited reservation's own period left out. */
export function roomHeldSql(room: Prisma.Sql, args: { start: Date; end: Date; exceptReservation: number | null }) {
  const reserved = reservedSql(RESERVATION_SLOTS, room, { start: args.start, end: args.end, states: ROOM_HOLDING_STATES, exceptId: args.exceptReservation });
  const booked = reservedSql(BOOKING_SLOTS, room, { start: args.start, end: args.end, states: ROOM_HOLDING_STATES });
  return Prisma.sql`(${reserved} OR ${booked})`;
}
