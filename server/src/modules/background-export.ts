// A big export runs as a background job (DESIGN.md "Document library"): a list's `export/` that
// would hold more than config's EXPORT_IN_BACKGROUND_ROWS rows answers 202 with this notice and queues the
// export-job (export-job.ts), which writes the spreadsheet into the caller's export folder.
import { z } from 'zod';
import type { TAuthedContext } from '../access/context.ts';
import type { TSheetAnswer } from '../workflow/define.ts';

export const EXPORT_QUEUED = 'Az export elkészítése folyamatban van; elkészültekor az Export dokumentumok mappában találja, és e-mailben értesítjük róla.';

export const ZExportJobData = z.object({ user_id: z.number().int(), module: z.string(), input: z.record(z.string(), z.unknown()) });

/** The job's name and data, sent by the export operations; export-job.ts runs it. */
export const EXPORT_JOB = { name: 'background-export', data: ZExportJobData };

export type TQueuedExport = { queued: true; detail: string };

type TRow = Record<string, unknown>;

/**
 * The sheet to download now, or the export queued: its rows are read up to the threshold (the
 * same query, filters and scope as the download, so nothing is counted twice a different way);
 * one row more and the reading stops and the job is sent with the caller and the query as sent.
 */
export async function sheetOrQueued(ctx: TAuthedContext, module: string, input: TRow, sheet: TSheetAnswer): Promise<TSheetAnswer | TQueuedExport> {
  const limit = ctx.config.EXPORT_IN_BACKGROUND_ROWS;
  const rows: TRow[] = [];
  for await (const row of sheet.rows) {
    if (rows.length === limit) {
      await ctx.jobs.send(EXPORT_JOB, { user_id: ctx.user.id, module, input });
      return { queued: true, detail: EXPORT_QUEUED };
    }
    rows.push(row);
  }
  return { ...sheet, rows };
}
