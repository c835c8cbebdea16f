// The inputs of munkabajaras (MODULES.md §3.21): the month's query, the list's filters, the PUT body.
import { z } from 'zod';
import { ZDate, ZRowId, ZRowIdText } from '../../../http/schemas.ts';
import { ZQueryIds } from '../../../workflow/filters.ts';

const ZYear = z.coerce.number().int().min(2000).max(2100);
const ZMonthNumber = z.coerce.number().int().min(1).max(12);

/** year and month (1-based); both omitted mean the current month. */
export const ZMonthQuery = z.strictObject({ year: ZYear.optional(), month: ZMonthNumber.optional() });

export const ZCommuteListQuery = ZMonthQuery.extend({
  institution: ZQueryIds.optional(),
  type: ZQueryIds.optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TCommuteListQuery = z.output<typeof ZCommuteListQuery>;

export const ZCommuteRecord = z.strictObject({
  date: ZDate,
  commute_info: ZRowId,
  towards: z.boolean().default(true),
  backwards: z.boolean().default(true),
});

export const ZPassValidity = z.strictObject({
  commute_info: ZRowId,
  start_date: ZDate,
  end_date: ZDate,
  cost: z.number().int().min(0).max(10_000_000),
});

export const ZHomecoming = z.strictObject({
  type: ZRowId.nullable().default(null),
  trips: z.number().int().min(0).max(31).default(0),
  distance: z.number().min(0).max(9_999.9).multipleOf(0.1, 'Legfeljebb 1 tizedesjegy adható meg.').default(0),
  cost: z.number().int().min(0).max(10_000_000).default(0),
});

export const ZCommuteMonthBody = z.strictObject({
  records: z.array(ZCommuteRecord).max(31 * 20),
  monthly_pass_validities: z.array(ZPassValidity).max(100).default([]),
  homecoming: ZHomecoming.default({ type: null, trips: 0, distance: 0, cost: 0 }),
});
export type TCommuteMonthBody = z.output<typeof ZCommuteMonthBody>;

export const ZCommuteItem = ZMonthQuery.extend({ id: ZRowIdText });

/** export_csv/: the institution and the months (by their first day) of the exports. */
export const ZCommuteCsvQuery = z.strictObject({
  institution: ZRowIdText.optional(),
  start_date: ZDate,
  end_date: ZDate,
});
