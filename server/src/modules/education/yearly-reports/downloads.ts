// REST downloads beside the kit's routes (PDF answers; tRPC speaks JSON): a report's generated
// PDF (generated_report.url, ours) and the summary's PDF (osszegzes/pdf/?year=, ours). Both read
// within the caller's scope, as the list does.
import { z } from 'zod';
import { defineModuleExtras } from '../../../modules/registration.ts';
import { moduleHost } from '../../../modules/kit-operations.ts';
import { operation, operationRoutes } from '../../../api/operations.ts';
import { institutionScopeWhere } from '../../../access/scope.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { notFound } from '../../../http/errors.ts';
import { contentDisposition } from '../../../files/content-disposition.ts';
import type { TOperationCall } from '../../../api/operations.ts';
import { yearlyReports, YEARLY_REPORTS_PERMISSION } from './module.ts';
import { yearSummary, ZSummaryQuery } from './summary.ts';
import { summaryPdfHtml } from './document.tsx';
import { schoolYearLabel } from './school-year.ts';
import { yearlyReportsJob } from './job.ts';

function sendPdf(call: TOperationCall, name: string, body: Buffer | NodeJS.ReadableStream) {
  call.reply.header('Content-Type', 'application/pdf');
  call.reply.header('Content-Disposition', contentDisposition(name, 'inline'));
  call.reply.header('X-Content-Type-Options', 'nosniff');
  return call.reply.send(body);
}

const operations = {
  downloadPdf: operation({
    access: 'read',
    input: z.object({ id: ZRowId }),
    output: null,
    run: async (ctx, input) => {
      const report = await ctx.prisma.yearlyReport.findFirst({
        where: { AND: [{ id: input.id }, institutionScopeWhere(ctx.user, 'institution_id')] },
        select: { file_key: true, year: true },
      });
      if (!report?.file_key) throw notFound();
      return { key: report.file_key, name: `eves_beszamolo_${input.id}_${schoolYearLabel(report.year).replace('/', '-')}.pdf` };
    },
    rest: [
      {
        method: 'GET',
        path: '/:id/pdf/',
        summary: 'Az éves beszámoló elkészített PDF-je (generated_report)',
        binary: 'pdf',
        reply: (file, call) => sendPdf(call, file.name, call.ctx.storage.stream(file.key)),
      },
    ],
  }),
  summaryPdf: operation({
    access: 'read',
    input: ZSummaryQuery,
    output: null,
    run: async (ctx, input) => {
      const summary = await yearSummary(ctx.prisma, ctx, input.year);
      const centre = await ctx.prisma.institution.findFirst({
        where: { parent_id: null },
        orderBy: { id: 'asc' },
        select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true },
      });
      return { pdf: await ctx.pdf.render(summaryPdfHtml(summary, centre ?? { name: '' })), name: `eves_beszamolok_osszegzes_${summary.year}.pdf` };
    },
    rest: [
      {
        method: 'GET',
        path: '/osszegzes/pdf/',
        summary: 'Éves beszámolók összegzése PDF-ben (year)',
        binary: 'pdf',
        reply: (file, call) => sendPdf(call, file.name, file.pdf),
      },
    ],
  }),
};

export const yearlyReportExtras = defineModuleExtras(yearlyReports, {
  jobs: [yearlyReportsJob],
  restRoutes: operationRoutes(moduleHost({ key: yearlyReports.key, restBase: yearlyReports.restBase, permission: YEARLY_REPORTS_PERMISSION }), operations),
});
