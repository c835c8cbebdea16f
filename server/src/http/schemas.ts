// zod schemas every boundary shares: calendar dates as the API speaks them (YYYY-MM-DD).
import { z } from 'zod';
import { parseDate } from '@etanker/shared/format.ts';

export const DATE_MESSAGE = 'Érvénytelen dátum, a helyes formátum: ÉÉÉÉ-HH-NN.';

/** A real calendar day as text ('2026-02-30' is refused). */
export const ZDate = z.string().refine((v) => parseDate(v) !== null, DATE_MESSAGE);

/** The same, parsed to a Date at UTC midnight (filters, columns of type date). */
export const ZDateValue = ZDate.transform((v) => parseDate(v)!);
