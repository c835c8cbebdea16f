// A room booking input checked against its price unit, its rooms and what else holds them, then
// written with its occasions, its total and the periods it holds; the copy of a booking. Run
// inside the caller's transaction, the rooms' rows locked first (room-holds.ts).
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { badRequest } from '../../../http/errors.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { parseDate } from '@etanker/shared/format.ts';
import { lockRooms, roomClashMessage } from '../room-holds.ts';
import { ROOM_BOOKING_MANIFEST as MANIFEST, type TRoomBookingInput } from './manifest.ts';
import { bookingErrors, bookingSlots, bookingTotal, bookingType, UNIT_CODES, type TUnitCode } from './rules.ts';
import { createData, updateData } from '../../../workflow/manifest-model.ts';

/** The code of a price_units key: hour, occasion or day; a month (rents only) is not known here. */
async function unitOf(tx: TTx, key: number | null): Promise<{ unit: TUnitCode | null; known: boolean }> {
  if (key === null) return { unit: null, known: true };
  const item = await tx.staticItem.findUnique({ where: { list_key: { list: 'price_units', key } }, select: { code: true } });
  const unit = UNIT_CODES.find((code) => code === item?.code) ?? null;
  return { unit, known: unit !== null };
}

/** The booking's own columns of an input (the school is the Case's, the answers the engine's, the occasions their table's). */
const recordOf = ({ institution: _i, extra_field_answers: _a, occasions: _o, ...rest }: TRoomBookingInput) => rest;

/**
 * Checks the input (400 with field messages: rooms of the booking's school, occasions in its
 * period, no other booking or reservation on them) and writes the booking, its occasions, its
 * total and its periods.
 */
export async function writeRoomBooking(
  tx: TTx,
  user: TCurrentUser,
  id: number,
  institutionId: number,
  input: TRoomBookingInput,
  create: boolean,
): Promise<void> {
  const { unit, known } = await unitOf(tx, input.price_unit);
  const errors = bookingErrors(input, unit, known);
  if (Object.keys(errors).length) throw badRequest(errors);
  const rooms = await lockRooms(tx, input.rooms);
  if (rooms.length !== input.rooms.length) throw badRequest({ rooms: ['Nem létező elem.'] });
  const foreign = rooms.find((r) => r.institution_id !== institutionId);
  if (foreign) throw badRequest({ rooms: [`A(z) ${foreign.name} terem nem a teremberlés intézményéé.`] });
  const slots = bookingSlots(input, input.rooms);
  const clash =
    (await roomClashMessage(tx, user, rooms, slots, 'booking', create ? null : id)) ?? (await roomClashMessage(tx, user, rooms, slots, 'reservation', null));
  if (clash) throw badRequest({ occasions: [clash] });

  // recordOf drops what this table does not store (kept on the Case or in child rows); toData's parameter is typed as the whole input.
  const data = { ...MANIFEST.toData(recordOf(input) as never), total_price: bookingTotal(input, unit).toString(), type: bookingType(input.occasions) };
  if (create) await tx.roomBooking.create({ data: createData('RoomBooking', { id, ...data }), select: { id: true } });
  else await tx.roomBooking.update({ where: { id }, data: updateData('RoomBooking', data), select: { id: true } });
  const occasions = input.occasions.map(({ date, ...o }) => ({ ...o, date: date ? parseDate(date) : null }));
  await writeLines(tx.roomBookingOccasion, { field: 'occasions', parentColumn: 'booking_id', parentId: id, lines: occasions, create });
  if (!create) await tx.roomBookingSlot.deleteMany({ where: { booking_id: id } });
  await tx.roomBookingSlot.createMany({ data: slots.map((s) => ({ booking_id: id, room_id: s.resource_id, start_time: s.start, end_time: s.end })) });
}

/**
 * A copy of a booking: the renter, rooms, prices and conditions, without occasions (so nothing
 * held, total 0): a copy starts the next season's contract, whose days the requester enters.
 */
export async function copyRoomBooking(tx: TTx, sourceId: number, newId: number): Promise<void> {
  const { id: _id, ...booking } = await tx.roomBooking.findUniqueOrThrow({ where: { id: sourceId }, select: MANIFEST.columnSelect });
  await tx.roomBooking.create({ data: createData('RoomBooking', { ...booking, id: newId, total_price: 0, type: 'one_time' }), select: { id: true } });
}
