// The documented answers of /api/munkaido-nyilvantartas/, for the OpenAPI document.
import { z } from 'zod';

const id = z.number().int();
const named = z.object({ id, name: z.string() });

export const ZTimesheetListAnswer = z.object({
  year: z.number().int(),
  month: z.number().int(),
  working_days: z.number().int(),
  total: z.number().int(),
  data: z.array(
    z.object({
      id,
      name: z.string(),
      institutions: z.array(named),
      worked_minutes: z.number().int(),
      worked_days: z.number().int(),
      has_open_entry: z.boolean(),
    }),
  ),
});

/** One person's month: its entries (ÉÉÉÉ-HH-NN ÓÓ:PP) and totals. */
export const ZTimesheetMonthAnswer = z.looseObject({
  id,
  name: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  institutions: z.array(named),
  working_days: z.number().int(),
  month_closed: z.boolean(),
  timesheet_entries: z.array(z.looseObject({ id, start_date: z.string(), end_date: z.string().nullable(), minutes: z.number().int() })),
});
