// Inputs of the absences' own calls: the HR month grid (naptar/) and the conflict check.
import { z } from 'zod';
import { INT4_MAX, ZDate, ZRowIdText } from '../../../http/schemas.ts';
import { ZCalendarMonth } from '../../../workflow/calendar.ts';
import { PERIOD_ORDER_MESSAGE } from '../leave.ts';

/** naptar/?institution&year&month: the institution defaults to the caller's own. */
export const ZAbsenceMonth = ZCalendarMonth.extend({ institution: ZRowIdText.optional() });

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
