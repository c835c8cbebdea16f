// financialOverview: appRouter.financialOverview.<institutions|get|years>, the reads behind
// /api/penzugy/attekinto/ (a special module: no workflow, no plain rows; 001 §7). The upload is
// multipart, so it is a REST call only (rest.ts), like other file uploads.
import { z } from 'zod';
import { gatedProcedure, router } from '../../../trpc/init.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { requireViewableInstitution, viewableInstitutions } from './access.ts';
import { availableYears, institutionOverview } from './overview.ts';
import { currentYear } from './year.ts';

/** MODULES.md §3.11 (ours, no gate documented). */
export const OVERVIEW_PERMISSION = 'financial_overview.can_use_financial_overview_module';

const read = gatedProcedure(OVERVIEW_PERMISSION);
const ZYear = z.coerce.number().int('Érvénytelen év.').min(2000, 'Érvénytelen év.').max(2100, 'Érvénytelen év.');

export const financialOverviewRouter = router({
  /** attekinto/intezmenyek: the institutions whose overview the caller may see. */
  institutions: read.query(({ ctx }) => viewableInstitutions(ctx)),
  /** attekinto/?institution[&year]: one institution-year (year: the current one when not given). */
  get: read.input(z.object({ institution: ZRowIdText, year: ZYear.optional() })).query(async ({ ctx, input }) => {
    const institution = await requireViewableInstitution(ctx, input.institution);
    return institutionOverview(ctx, institution, input.year ?? currentYear());
  }),
  /** elerheto-evek/: the years with data in the caller's institutions (or the one asked). */
  years: read.input(z.object({ institution: ZRowIdText.optional() }).optional()).query(async ({ ctx, input }) => {
    if (input?.institution) return availableYears(ctx, [(await requireViewableInstitution(ctx, input.institution)).id]);
    return availableYears(ctx, ctx.user.is_centre ? null : ctx.user.institution_ids);
  }),
});
