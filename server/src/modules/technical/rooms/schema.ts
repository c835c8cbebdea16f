// The room a create or update takes (spec 002 §3 Room). The 000 §5 messages ('Ez a mező nem
// lehet üres', 'Nem lehet kisebb mint 0') come from the issue codes (http/zod-errors.ts).
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max, `Maximum ${max} karakter lehet.`).default('');
/** A non-negative number with two decimals at most; empty is null (000 §5: number fields yield null). */
const measure = (max: number) => z.number().min(0).max(max).multipleOf(0.01, 'Legfeljebb két tizedesjegy adható meg.').nullable().default(null);
const staticKey = z.number().int().positive().nullable().default(null);

export const ZRoomInput = z
  .object({
    institution: z.number().int().positive(),
    building: text(200),
    name: z.string().trim().min(1).max(200, 'Maximum 200 karakter lehet.'),
    area: measure(99_999_999),
    inner_height: measure(9_999),
    capacity: z.number().int().min(0).max(100_000).nullable().default(null),
    floor_type: staticKey,
    floor_condition: text(300),
    floor: staticKey,
    is_for_disabled: z.boolean().default(false),
    room_number: text(50),
    category: staticKey,
    unit_code: text(50),
    managed_by_school_district: z.boolean().default(false),
  })
  .strict();
export type TRoomInput = z.infer<typeof ZRoomInput>;
