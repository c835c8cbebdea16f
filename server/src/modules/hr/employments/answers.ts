// The documented answers of /api/munkaviszonyok/, for the OpenAPI document.
import { z } from 'zod';

const id = z.number().int();
const named = z.object({ id, name: z.string() });

const ZEmploymentRow = z.looseObject({
  id,
  user: named,
  user_name: z.string(),
  institution: named,
  institution_name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  active: z.boolean(),
  sap_code: z.string(),
});

export const ZEmploymentListAnswer = z.object({ total: z.number().int(), data: z.array(ZEmploymentRow.extend({ commute_info_count: z.number().int() })) });

/** One employment with its ways of commuting. */
export const ZEmploymentAnswer = ZEmploymentRow.extend({ commute_infos: z.array(z.looseObject({ id })).optional() });
