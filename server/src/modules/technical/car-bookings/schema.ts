// szabad-autok/'s query (the booking's own fields are its manifest's, manifest.ts): the period
// as Budapest 'YYYY-MM-DD HH:mm' (001 §5, §7) and the booking being edited.
import { z } from 'zod';
import { ZDateTimeValue } from '../../../http/schemas.ts';
import { PERIOD_ORDER_MESSAGE } from './manifest.ts';

export const ZFreeCarsQuery = z
  .object({
    start_date: ZDateTimeValue,
    end_date: ZDateTimeValue,
    booking_id: z.union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)]).optional(),
  })
  .refine((r) => r.end_date > r.start_date, { path: ['end_date'], message: PERIOD_ORDER_MESSAGE });
