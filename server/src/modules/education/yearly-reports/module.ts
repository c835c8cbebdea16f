// Éves beszámolók (MODULES.md §3.34, issue 26): a plain module on the kit — a school's report per
// school year, made by the job (job.ts), answered against the questions of the static list,
// closed for good with lezaras/, printed with pdf-generalasa/, summed by the centre with
// osszegzes/. A school reads and writes its own reports only (scopeColumn), the centre all.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import { action, definePlainModule } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { AppError } from '../../../http/errors.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { newFileKey } from '../../../files/storage.ts';
import { formatDate, formatDateTime } from '@etanker/shared/format.ts';
import { moduleNames } from '@etanker/shared/modules.ts';
import { YEARLY_REPORT_MANIFEST as MANIFEST } from './manifest.ts';
import { loadQuestions } from './questions.ts';
import { answerOut, missingAnswers, ZAnswers } from '../../answers.ts';
import { createReport, updateReport, type TReportInput } from './write.ts';
import { reportPdfHtml } from './document.tsx';
import { yearSummary, ZSummary, ZSummaryQuery } from './summary.ts';
import { summarySheet } from './summary-sheet.ts';

export const YEARLY_REPORTS_PERMISSION = 'yearly_reports.can_use_yearly_reports_module';
const ALREADY_CLOSED = 'Az éves beszámoló már le van zárva.';
const BASE_MISSING = 'A lezárás előtt adja meg.';

const base = plainFromManifest(MANIFEST, {
  table: (tx) => tx.yearlyReport,
  defaultOrder: [{ year: 'desc' }, { institution: { name: 'asc' } }],
  // Not used: the module writes search_text itself (write.ts), as it holds the school's name.
  searchText: (d) => String(d.year),
});

const ZCreate = MANIFEST.input.extend({ answers: ZAnswers.optional() });
const ZCount = z.number().int().min(0).max(1_000_000).nullable().optional();
/**
 * PUT: what GET answers goes back, and a part alone is taken too ({answers} only): what is left
 * out stays. The institution and the year are taken but kept (write.ts).
 */
const ZUpdate = z
  .object({
    institution: ZRowId.optional(),
    year: z.number().int().min(1900).max(2100).optional(),
    base_numbers: z.object({ teacher_count: ZCount, student_count: ZCount }).strict().optional(),
    answers: ZAnswers.optional(),
  })
  .strict();

/** The stored answers, the questions and the generated PDF of a report, for its details. */
async function reportExtras(tx: TTx, id: number) {
  const [questions, report] = await Promise.all([
    loadQuestions(tx),
    tx.yearlyReport.findUniqueOrThrow({
      where: { id },
      select: {
        file_key: true,
        generated_at: true,
        answers: { orderBy: { question: 'asc' }, select: { question: true, value: true, number_value: true, array_value: true } },
      },
    }),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    questions,
    answers: report.answers.map((a) => answerOut(byId.get(a.question), { ...a, number_value: a.number_value === null ? null : a.number_value.toNumber() })),
    generated_report:
      report.file_key && report.generated_at ? { url: `/api/eves-beszamolok/${id}/pdf/`, generated_at: formatDateTime(report.generated_at) } : null,
  };
}

export const yearlyReports = definePlainModule({
  ...moduleNames('yearlyReports'),
  permission: YEARLY_REPORTS_PERMISSION,
  permissions: [
    {
      codename: YEARLY_REPORTS_PERMISSION,
      name: 'Éves beszámolók modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Tanügyi referensek'],
    },
  ],
  institutionFields: ['institution'],
  scopeColumn: 'institution_id',
  ...base,
  createInput: ZCreate,
  updateInput: ZUpdate,
  get: async (tx, ctx, id, scope) => {
    const row = await base.get(tx, ctx, id, scope);
    return row && Object.assign(row, await reportExtras(tx, id));
  },
  create: (tx, _ctx, data) => createReport(tx, data as TReportInput),
  update: (tx, _ctx, id, data) => updateReport(tx, id, data),
  locked: (item) => item.closed === true,
  actions: {
    /** lezaras/: the report is final, for everybody; every question answered and both base numbers given first. */
    close: action({
      on: 'item',
      method: 'POST',
      path: 'lezaras/',
      summary: 'Éves beszámoló lezárása (ezután senki sem módosíthatja)',
      input: z.object({}).catchall(z.unknown()),
      can: (_tx, _ctx, item) => (item.closed ? { message: ALREADY_CLOSED } : null),
      run: async (tx, _ctx, { id }) => {
        const [row] = await tx.$queryRaw<{ closed: boolean; teacher_count: number | null; student_count: number | null }[]>`
          SELECT closed, teacher_count, student_count FROM "YearlyReport" WHERE id = ${id} FOR UPDATE`;
        if (row.closed) throw new AppError(400, { non_field_errors: [ALREADY_CLOSED] });
        const stored = await tx.yearlyReportAnswer.findMany({ where: { yearly_report_id: id }, select: { question: true } });
        const missing = missingAnswers(await loadQuestions(tx), stored);
        const errors = {
          ...(missing.length ? { answers: missing } : {}),
          ...(row.teacher_count === null ? { 'base_numbers.teacher_count': [BASE_MISSING] } : {}),
          ...(row.student_count === null ? { 'base_numbers.student_count': [BASE_MISSING] } : {}),
        };
        if (Object.keys(errors).length) throw new AppError(400, errors);
        await tx.yearlyReport.update({ where: { id }, data: { closed: true, closed_at: new Date() }, select: { id: true } });
      },
    }),
    /** pdf-generalasa/: the report as it stands, stored as its generated_report (downloaded at {id}/pdf/). */
    generatePdf: action({
      on: 'item',
      method: 'POST',
      path: 'pdf-generalasa/',
      summary: 'Éves beszámoló PDF-jének elkészítése (generated_report)',
      input: z.object({}).catchall(z.unknown()),
      run: async (tx, ctx, { id }) => {
        const report = await tx.yearlyReport.findUniqueOrThrow({
          where: { id },
          select: {
            year: true,
            teacher_count: true,
            student_count: true,
            due_date: true,
            closed_at: true,
            institution: { select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true } },
            answers: { select: { question: true, value: true, array_value: true } },
          },
        });
        const pdf = await ctx.pdf.render(
          reportPdfHtml(
            { ...report, due_date: report.due_date && formatDate(report.due_date), closed_at: report.closed_at && formatDateTime(report.closed_at) },
            await loadQuestions(tx),
          ),
        );
        const key = newFileKey('documents');
        await ctx.storage.put(key, pdf);
        await tx.yearlyReport.update({ where: { id }, data: { file_key: key, generated_at: new Date() }, select: { id: true } });
      },
    }),
    /** osszegzes/?year=: the summary of the closed reports of a school year (default: the current one) in the caller's scope. */
    summary: action({
      on: 'module',
      method: 'GET',
      path: 'osszegzes/',
      summary: 'Éves beszámolók összegzése (year: a tanév kezdő éve; csak a lezárt beszámolók)',
      input: ZSummaryQuery,
      output: ZSummary,
      run: (tx, ctx, { input }) => yearSummary(tx, ctx, input.year),
    }),
    /** osszegzes/export/?year=: the same summary as a spreadsheet. */
    summaryExport: action({
      on: 'module',
      method: 'GET',
      path: 'osszegzes/export/',
      summary: 'Éves beszámolók összegzése táblázatként (xlsx)',
      input: ZSummaryQuery,
      binary: 'xlsx',
      run: async (tx, ctx, { input }) => summarySheet(await yearSummary(tx, ctx, input.year)),
    }),
  },
});
