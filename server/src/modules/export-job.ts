// The background export (background-export.ts sends it): the same export as the download, run as
// the user who asked (their scope rebuilt from their id), written as xlsx into their export folder
// with a notice mail. A user no longer active gets nothing.
import { buffer } from 'node:stream/consumers';
import { loadCurrentUser } from '../auth/current-user.ts';
import { defineJob } from '../jobs/define.ts';
import { writeXlsx } from '../export/xlsx.ts';
import type { TServices } from '../services.ts';
import type { TAnyPlainModule, TAnyWorkflowModule } from '../workflow/define.ts';
import { EXPORT_JOB } from './background-export.ts';
import { saveToExportFolder, XLSX_MIME } from './export-folder.ts';
import { plainSheet } from './plain-operations.ts';
import { workflowSheet } from './workflow-operations.ts';

type TExportJobData = (typeof EXPORT_JOB)['data']['_output'];

export const exportJob = (modules: { workflow: readonly TAnyWorkflowModule[]; plain: readonly TAnyPlainModule[] }) =>
  defineJob<TServices, TExportJobData>({
    ...EXPORT_JOB,
    retryLimit: 2,
    run: async (services, data) => {
      const user = await loadCurrentUser(services.prisma, data.user_id);
      if (!user) return;
      const ctx = { ...services, user, badToken: false, ip: '' };
      const workflow = modules.workflow.find((m) => m.key === data.module);
      const plain = modules.plain.find((m) => m.key === data.module);
      if (!workflow && !plain) throw new Error(`Unknown export module: ${data.module}`);
      const sheet = workflow ? workflowSheet(ctx, workflow, data.input) : await plainSheet(ctx, plain!, data.input);
      const xlsx = await buffer(writeXlsx({ sheetName: sheet.sheetName.slice(0, 31), columns: sheet.columns, rows: sheet.rows }));
      await saveToExportFolder(services, user, { name: sheet.filename, data: xlsx, mime: XLSX_MIME });
    },
  });
