// What a monthly report's calls take. POST (ours; the job makes the reports) lets the centre make a
// missing one by hand; PUT takes the answers (answers.ts checks them, so its 400 has the answers
// shape), and the rest of the GET answer back, which it ignores.
import { z } from 'zod';
import { ZRowId } from '../../../http/schemas.ts';

export const ZMonthlyReportCreate = z.object({
  institution: ZRowId,
  year: z.number('Érvénytelen év.').int('Érvénytelen év.').min(2000, 'Érvénytelen év.').max(2100, 'Érvénytelen év.'),
  month: z.number('Érvénytelen hónap.').int('Érvénytelen hónap.').min(1, 'Érvénytelen hónap.').max(12, 'Érvénytelen hónap.'),
});

export const ZMonthlyReportUpdate = z.object({ answers: z.unknown().optional() });

export type TMonthlyReportCreate = z.infer<typeof ZMonthlyReportCreate>;
export type TMonthlyReportUpdate = z.infer<typeof ZMonthlyReportUpdate>;
