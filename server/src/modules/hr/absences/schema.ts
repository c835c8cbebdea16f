// Inputs of the absences' own calls: the HR month grid (naptar/) and the conflict check.
import { z } from 'zod';
import { INT4_MAX, ZDate, ZRowIdText } from '../../../http/schemas.ts';
import { ZCalendarMonth } from '../../../workflow/calendar.ts';
import { ZPaging } from '../../../workflow/list.ts';
import { PERIOD_ORDER_MESSAGE } from '../leave.ts';

/**
 * naptar/?institution&year&month (the institution defaults to the caller's own), its people
 * paged and searched as lists are (ours: q, page, limit 1–100, default 25); `limit=all` answers
 * every person of the month, as the spec's call did.
 */
export const ZAbsenceMonth = ZCalendarMonth.extend({
  institution: ZRowIdText.optional(),
  q: ZPaging.shape.q,
  page: ZPaging.shape.page,
  limit: z.union([z.literal('all'), ZPaging.shape.limit.unwrap()]).default(25),
});
export type TAbsenceMonthInput = z.output<typeof ZAbsenceMonth>;

/** `{id}` of the conflict check: the edited absence or day off (0: a new one); checked before the query. */
export const ZConflictPath = z.object({ id: z.coerce.number('Érvénytelen szám.').int().min(0).max(INT4_MAX, 'Nem létező elem.') }).catchall(z.unknown());

/** {id}/conflicting_entities/?user|employment&start_date&end_date. */
export const ZConflictQuery = z
  .object({
    id: z.unknown(),
    user: ZRowIdText.optional(),
    employment: ZRowIdText.optional(),
    start_date: ZDate,
    end_date: ZDate,
  })
  .refine((q) => q.user !== undefined || q.employment !== undefined, { path: ['user'], message: 'A dolgozó vagy a munkaviszony megadása kötelező.' })
  .refine((q) => q.end_date >= q.start_date, { path: ['end_date'], message: PERIOD_ORDER_MESSAGE });

const ZMonthRecord = z.object({
  id: z.number().int(),
  reference_number: z.string(),
  state: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  url: z.string(),
});

/** naptar/'s answer: the institution's people (`total` matching q, `users` the page), the month's days and their absences and days off. */
export const ZAbsenceMonthAnswer = z.object({
  year: z.number().int(),
  month: z.number().int(),
  institution: z.number().int(),
  can_create: z.boolean(),
  institutions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  total: z.number().int(),
  users: z.array(z.object({ id: z.number().int(), name: z.string() })),
  days: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(['workday', 'weekend', 'holiday', 'rest_day', 'swapped_workday']),
      name: z.string().nullable(),
    }),
  ),
  absences: z.array(ZMonthRecord.extend({ type: z.enum(['absence', 'day_off']), user: z.number().int(), title: z.string() })),
});

/** conflicting_entities/'s answer. */
export const ZConflictsAnswer = z.object({ absences: z.array(ZMonthRecord), day_offs: z.array(ZMonthRecord) });
