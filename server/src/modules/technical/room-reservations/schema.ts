// szabad-termek/'s query (the reservation's own fields are its manifest's, manifest.ts). Times
// are Budapest wall-clock 'YYYY-MM-DD HH:mm' (001 §5); the period is [start_time, end_time).
import { z } from 'zod';
import { ZDateTimeValue } from '../../../http/schemas.ts';
import { PERIOD_ORDER_MESSAGE } from './manifest.ts';

/** szabad-termek/: the period to look up, and the reservation being edited (its own slot is not busy). */
export const ZFreeRoomsQuery = z
  .object({
    start_time: ZDateTimeValue,
    end_time: ZDateTimeValue,
    own_room_id: z.union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
  })
  .refine((r) => r.end_time > r.start_time, { path: ['end_time'], message: PERIOD_ORDER_MESSAGE });
