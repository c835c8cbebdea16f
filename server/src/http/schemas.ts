// zod schemas every boundary shares: calendar dates as the API speaks them (YYYY-MM-DD).
import { z } from 'zod';
import { parseDate } from '@etanker/shared/format.ts';
import { parseDateTime } from '@etanker/shared/date-time.ts';

export const DATE_MESSAGE = 'Érvénytelen dátum, a helyes formátum: ÉÉÉÉ-HH-NN.';

/** A real calendar day as text ('2026-02-30' is refused). */
export const ZDate = z.string().refine((v) => parseDate(v) !== null, DATE_MESSAGE);

/** The same, parsed to a Date at UTC midnight (filters, columns of type date). */
export const ZDateValue = ZDate.transform((v) => parseDate(v)!);

/** The largest value of an Int (int4) column: every id, foreign key and key of a static list. */
/** A yes/no of a query string (list filters): true/false/1/0, or a JSON boolean. */
export const ZQueryBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

export const INT4_MAX = 2_147_483_647;

/** An id, foreign key or list key: a positive integer the column can hold (a larger one cannot exist). */
export const ZRowId = z.number().int().positive().max(INT4_MAX, 'Nem létező elem.');

/** The same from a query string or a multipart field (text). */
export const ZRowIdText = z.coerce.number().int().positive().max(INT4_MAX, 'Nem létező elem.');

export const DATE_TIME_MESSAGE = 'Érvénytelen időpont, a helyes formátum: ÉÉÉÉ-HH-NN ÓÓ:PP.';

/** A Budapest wall-clock time as text ('YYYY-MM-DD HH:mm', spec 001 §5), parsed to its instant. */
export const ZDateTimeValue = z.string().transform((v, ctx) => {
  const instant = parseDateTime(v);
  if (instant) return instant;
  ctx.addIssue({ code: 'custom', message: DATE_TIME_MESSAGE });
  return z.NEVER;
});
