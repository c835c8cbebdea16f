// The calls' inputs of munkaviszonyok (MODULES.md §3.17): the list's query and the PATCH body.
import { z } from 'zod';
import { ZDate, ZRowId, ZRowIdText } from '../../../http/schemas.ts';
import { ZQueryBool, ZQueryIds } from '../../../workflow/filters.ts';
import { commuteInfoLines } from '../commute-infos.ts';

export const ZEmploymentListQuery = z.strictObject({
  institution: ZQueryIds.optional(),
  active: ZQueryBool.optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const COMMUTE_INFOS_FIELD = commuteInfoLines('Munkába járás');

/** PATCH: every field optional; commute_infos replaces the lines (kept by id, new without one). */
export const ZEmploymentPatch = z
  .strictObject({
    start_date: ZDate,
    end_date: ZDate.nullable(),
    sap_code: z.string().trim().max(50),
    working_hours: z.number().min(0).max(168).multipleOf(0.01, 'Legfeljebb 2 tizedesjegy adható meg.'),
    working_hours_type: z.enum(['full_time', 'part_time']),
    multiple_commute_infos_per_trip: z.boolean(),
    default_commute_info: ZRowId.nullable(),
    commute_infos: COMMUTE_INFOS_FIELD.schema.unwrap(),
  })
  .partial();
export type TEmploymentPatch = z.output<typeof ZEmploymentPatch>;

export const ZEmploymentId = z.strictObject({ id: ZRowIdText });
