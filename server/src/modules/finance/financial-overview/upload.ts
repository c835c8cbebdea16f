// Uploading a periodic report: the fields checked (institution in the writer's scope, year,
// month), the file read within its limits (report-file.ts), then the file and its rows stored in
// one transaction; any refusal leaves nothing behind.
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import { canUseInstitution } from '../../../access/scope.ts';
import { badRequest } from '../../../http/errors.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import { zodFieldErrors } from '../../../http/zod-errors.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { newFileKey } from '../../../files/storage.ts';
import { inTransaction } from '../../../workflow/transaction.ts';
import { readReportFile } from './report-file.ts';

/** 001 §3: a new report's year defaults to 2020. */
export const DEFAULT_REPORT_YEAR = 2020;

export const ZUploadFields = z.object({
  institution: ZRowIdText,
  year: z.coerce.number().int('Érvénytelen év.').min(2000, 'Érvénytelen év.').max(2100, 'Érvénytelen év.').default(DEFAULT_REPORT_YEAR),
  month: z.coerce.number().int('Érvénytelen hónap.').min(1, 'Érvénytelen hónap.').max(12, 'Érvénytelen hónap.'),
});

export async function uploadReport(
  ctx: TAuthedContext,
  fields: Record<string, string>,
  file: { filename: string; data: Buffer } | undefined,
): Promise<{ id: number }> {
  const parsed = ZUploadFields.safeParse({ ...fields, year: fields.year === '' ? undefined : fields.year });
  const errors: Record<string, string[]> = parsed.success ? {} : zodFieldErrors(parsed.error);
  if (parsed.success && !canUseInstitution(ctx.user, parsed.data.institution)) errors.institution = ['Ehhez az intézményhez nem rögzíthet.'];
  if (!file) errors.file = [MESSAGES.required];
  if (!parsed.success || !file || Object.keys(errors).length > 0) throw badRequest(errors);
  const report = await readReportFile(file);
  const { institution, year, month } = parsed.data;
  return inTransaction(ctx, async (tx, c) => {
    const key = newFileKey('periodic-reports');
    await c.storage.put(key, file.data);
    return tx.periodicReport.create({
      data: {
        institution_id: institution,
        year,
        month,
        file_key: key,
        file_name: report.safeName,
        size: report.size,
        uploaded_by_id: c.user.id,
        uploaded_by: c.user.name,
        rows: { create: report.rows },
      },
      select: { id: true },
    });
  });
}
