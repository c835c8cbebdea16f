// The documented answers of /api/munkabajaras/, for the OpenAPI document.
import { z } from 'zod';

const id = z.number().int();
const named = z.object({ id, name: z.string() });

export const ZCommuteListAnswer = z.object({
  year: z.number().int(),
  month: z.number().int(),
  total: z.number().int(),
  data: z.array(
    z.object({
      id,
      user_name: z.string(),
      institution: named,
      types: z.string(),
      days: z.number().int(),
      is_saved: z.boolean(),
      is_exported: z.boolean(),
      total_amount: z.number(),
    }),
  ),
});

/** One employment's month: its ways of commuting, days, passes and trips home (as the PUT takes them). */
export const ZCommuteMonthAnswer = z.looseObject({
  id,
  year: z.number().int(),
  month: z.number().int(),
  employment: z.looseObject({ id, user: named, institution: named }),
  infos: z.array(z.looseObject({ id })),
});
