// The documented REST calls of the overview (001 §7; MODULES.md §3.11), thin adapters over the
// tRPC procedures, plus the multipart upload and the download of an uploaded report.
import type { TRestRoute } from '../../../rest/route.ts';
import { idParam } from '../../../rest/route.ts';
import { requireUser } from '../../../access/gate.ts';
import { readMultipart } from '../../../rest/multipart.ts';
import { notFound } from '../../../http/errors.ts';
import { contentDisposition } from '../../../files/content-disposition.ts';
import { viewableInstitutionsWhere } from './access.ts';
import { OVERVIEW_PERMISSION } from './router.ts';
import { uploadReport } from './upload.ts';
import { ZOverviewAnswer, ZOverviewInstitutionsAnswer, ZYearsAnswer } from './answers.ts';

const BASE = '/api/penzugy/attekinto';
const TAG = 'financialOverview';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const financialOverviewRestRoutes: TRestRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/intezmenyek`,
    tag: TAG,
    summary: 'Pénzügyi áttekintő: a megtekinthető intézmények',
    response: ZOverviewInstitutionsAnswer,
    handler: ({ caller }) => caller.financialOverview.institutions(),
  },
  {
    method: 'GET',
    path: `${BASE}/`,
    tag: TAG,
    summary: 'Pénzügyi áttekintő: egy intézmény éve (institution, year): entry_groups, periodic_reports, commitment_values',
    response: ZOverviewAnswer,
    handler: ({ caller, query }) => caller.financialOverview.get(query as never),
  },
  {
    method: 'POST',
    path: `${BASE}/`,
    tag: TAG,
    summary: 'Időszakos jelentés feltöltése (multipart: institution, year, month, file .xlsx: Rovat | Megnevezés | Előirányzat | Teljesítés)',
    multipart: true,
    status: 201,
    response: ZOverviewAnswer,
    handler: async ({ ctx, caller, req }) => {
      const authed = requireUser(ctx, OVERVIEW_PERMISSION, { write: true });
      const { fields, files } = await readMultipart(req, ctx.config.MAX_UPLOAD_MB);
      await uploadReport(
        authed,
        fields,
        files.find((f) => f.fieldname === 'file'),
      );
      return caller.financialOverview.get({ institution: Number(fields.institution), year: Number(fields.year || 2020) });
    },
  },
  {
    method: 'GET',
    path: '/api/penzugy/elerheto-evek/',
    tag: TAG,
    summary: 'Pénzügyi áttekintő: az évek, amelyekhez van adat (institution elhagyható)',
    response: ZYearsAnswer,
    handler: ({ caller, query }) => caller.financialOverview.years(query as never),
  },
  {
    method: 'GET',
    path: `${BASE}/jelentesek/:id/letoltes/`,
    tag: TAG,
    summary: 'Időszakos jelentés letöltése',
    binary: 'xlsx',
    handler: async ({ ctx, params, reply }) => {
      const authed = requireUser(ctx, OVERVIEW_PERMISSION);
      const report = await ctx.prisma.periodicReport.findFirst({
        where: { id: idParam(params), institution: viewableInstitutionsWhere(authed) },
        select: { file_key: true, file_name: true },
      });
      if (!report) throw notFound();
      reply.header('Content-Type', XLSX);
      reply.header('Content-Disposition', contentDisposition(report.file_name, 'attachment'));
      reply.header('X-Content-Type-Options', 'nosniff');
      return reply.send(ctx.storage.stream(report.file_key));
    },
  },
];
