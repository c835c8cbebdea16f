// financialOverview: the operations of /api/penzugy/attekinto/ (a special module: no workflow, no
// plain rows; 001 §7; MODULES.md §3.11): appRouter.financialOverview.<institutions|get|years>
// and their REST paths; the upload (multipart) and a report's download are REST only.
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import { ZRowId, ZRowIdText } from '../../../http/schemas.ts';
import { notFound } from '../../../http/errors.ts';
import { readMultipart } from '../../../rest/multipart.ts';
import { contentDisposition } from '../../../files/content-disposition.ts';
import { operation } from '../../../api/operations.ts';
import { requireViewableInstitution, viewableInstitutions, viewableInstitutionsWhere } from './access.ts';
import { availableYears, institutionOverview } from './overview.ts';
import { uploadReport } from './upload.ts';
import { currentYear } from './year.ts';
import { ZOverviewAnswer, ZOverviewInstitutionsAnswer, ZYearsAnswer } from './answers.ts';

/** MODULES.md §3.11 (ours, no gate documented). */
export const OVERVIEW_PERMISSION = 'financial_overview.can_use_financial_overview_module';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZYear = z.coerce.number().int('Érvénytelen év.').min(2000, 'Érvénytelen év.').max(2100, 'Érvénytelen év.');
const ZOverviewQuery = z.object({ institution: ZRowIdText, year: ZYear.optional() });

/** One institution-year (year: the current one when not given). */
async function overview(ctx: TAuthedContext, input: z.output<typeof ZOverviewQuery>) {
  const institution = await requireViewableInstitution(ctx, input.institution);
  return institutionOverview(ctx, institution, input.year ?? currentYear());
}

export const financialOverviewOperations = {
  /** attekinto/intezmenyek: the institutions whose overview the caller may see. */
  institutions: operation({
    call: 'query',
    access: 'read',
    output: ZOverviewInstitutionsAnswer,
    run: (ctx) => viewableInstitutions(ctx),
    rest: [{ method: 'GET', path: '/attekinto/intezmenyek', summary: 'Pénzügyi áttekintő: a megtekinthető intézmények' }],
  }),
  /** attekinto/?institution[&year]: one institution-year. */
  get: operation({
    call: 'query',
    access: 'read',
    input: ZOverviewQuery,
    output: ZOverviewAnswer,
    run: overview,
    rest: [
      {
        method: 'GET',
        path: '/attekinto/',
        summary: 'Pénzügyi áttekintő: egy intézmény éve (institution, year): entry_groups, periodic_reports, commitment_values',
      },
    ],
  }),
  /** attekinto/ POST: a periodic report's upload; answers the institution-year it belongs to. */
  upload: operation({
    access: 'write',
    input: z.record(z.string(), z.string()),
    output: ZOverviewAnswer,
    run: async (ctx, fields, { files }) => {
      await uploadReport(
        ctx,
        fields,
        files.find((f) => f.fieldname === 'file'),
      );
      return overview(ctx, ZOverviewQuery.parse({ institution: Number(fields.institution), year: Number(fields.year || 2020) }));
    },
    rest: [
      {
        method: 'POST',
        path: '/attekinto/',
        summary: 'Időszakos jelentés feltöltése (multipart: institution, year, month, file .xlsx: Rovat | Megnevezés | Előirányzat | Teljesítés)',
        multipart: true,
        status: 201,
        sent: async (call) => {
          const { fields, files } = await readMultipart(call.req, call.ctx.config.MAX_UPLOAD_MB);
          return { input: fields, files };
        },
      },
    ],
  }),
  /** elerheto-evek/: the years with data in the caller's institutions (or the one asked). */
  years: operation({
    call: 'query',
    access: 'read',
    input: z.object({ institution: ZRowIdText.optional() }).optional(),
    output: ZYearsAnswer,
    run: async (ctx, input) => {
      if (input?.institution) return availableYears(ctx, [(await requireViewableInstitution(ctx, input.institution)).id]);
      return availableYears(ctx, ctx.user.is_centre ? null : ctx.user.institution_ids);
    },
    rest: [{ method: 'GET', path: '/elerheto-evek/', summary: 'Pénzügyi áttekintő: az évek, amelyekhez van adat (institution elhagyható)' }],
  }),
  /** A report's file, as it was uploaded. */
  download: operation({
    access: 'read',
    input: z.object({ id: ZRowId }),
    output: null,
    run: async (ctx, input) => {
      const report = await ctx.prisma.periodicReport.findFirst({
        where: { id: input.id, institution: viewableInstitutionsWhere(ctx) },
        select: { file_key: true, file_name: true },
      });
      if (!report) throw notFound();
      return report;
    },
    rest: [
      {
        method: 'GET',
        path: '/attekinto/jelentesek/:id/letoltes/',
        summary: 'Időszakos jelentés letöltése',
        binary: 'xlsx',
        reply: (report, call) => {
          call.reply.header('Content-Type', XLSX);
          call.reply.header('Content-Disposition', contentDisposition(report.file_name, 'attachment'));
          call.reply.header('X-Content-Type-Options', 'nosniff');
          return call.reply.send(call.ctx.storage.stream(report.file_key));
        },
      },
    ],
  }),
};
