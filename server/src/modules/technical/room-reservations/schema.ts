// The room reservation a create or update takes (spec 001 §3 Room reservation). Times are
// Budapest wall-clock 'YYYY-MM-DD HH:mm' (001 §5); the period is [start_time, end_time).
import { z } from 'zod';
import { ZDateTimeValue, ZRowId } from '../../../http/schemas.ts';

export const ZRoomReservationInput = z
  .object({
    subject: z.string().trim().min(1, 'Ez a mező nem lehet üres').max(300, 'Maximum 300 karakter lehet.'),
    description: z.string().trim().max(10000, 'Maximum 10000 karakter lehet.').default(''),
    start_time: ZDateTimeValue,
    end_time: ZDateTimeValue,
    room: ZRowId,
    participants: z.string().trim().max(2000, 'Maximum 2000 karakter lehet.').default(''),
  })
  .strict()
  .refine((r) => r.end_time > r.start_time, { path: ['end_time'], message: 'A foglalás vége a kezdete után legyen.' });
export type TRoomReservationInput = z.infer<typeof ZRoomReservationInput>;

/** szabad-termek/: the period to look up, and the reservation being edited (its own slot is not busy). */
export const ZFreeRoomsQuery = z
  .object({
    start_time: ZDateTimeValue,
    end_time: ZDateTimeValue,
    own_room_id: z.union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
  })
  .refine((r) => r.end_time > r.start_time, { path: ['end_time'], message: 'A foglalás vége a kezdete után legyen.' });
