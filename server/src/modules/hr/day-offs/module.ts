// Szabadságok: leave requested on one employment, approved by the school head and recorded by
// the HR referent (spec 000 §9, 001 §3, §7; MODULES.md §3.20). Its conflict check is the
// absences' call with `employment` (MODULES.md: mapping ours).
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { onReadableCase } from '../../../workflow/relations.ts';
import { canUseInstitution, caseScopeWhere } from '../../../access/scope.ts';
import { apiDate } from '../../../core/dates.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { badRequest } from '../../../http/errors.ts';
import { INITIAL_STATE } from '../leave.ts';
import { DAY_OFF_MANIFEST as MANIFEST } from './manifest.ts';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('dayOffs');
type TInput = Parameters<typeof MANIFEST.toData>[0];
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.dayOff, caseRelation: 'day_off' });

/** The day off belongs to its employment's institution, which must be the writer's. */
async function employmentInstitution(tx: TTx, ctx: TAuthedContext, data: TInput) {
  const employment = await tx.employment.findUnique({ where: { id: data.employment }, select: { institution_id: true } });
  if (!employment || !canUseInstitution(ctx.user, employment.institution_id)) throw badRequest({ employment: ['Nem létező elem.'] });
  return { institution_id: employment.institution_id };
}

export const dayOffs = defineWorkflowModule({
  ...workflowNames('dayOffs'),
  permission: 'day_offs.can_use_day_offs_module',
  relations: {
    day_off: {
      model: 'dayOff',
      select: { id: true, start_date: true, end_date: true },
      name: (d: { start_date: Date; end_date: Date }) => `Szabadság ${formatDate(d.start_date)} – ${formatDate(d.end_date)}`,
      readable: onReadableCase,
    },
  },
  initialState: INITIAL_STATE,
  settingsGroup: 'day_offs',
  referencePrefix: 'SZ',
  ...fromManifest,
  filters: commonWorkflowFilters(MODULE, INITIAL_STATE),
  prepareCreate: employmentInstitution,
  prepareUpdate: (tx, ctx, _id, data) => employmentInstitution(tx, ctx, data),
  detail: async (tx, ctx, id) => {
    const [fields, recorded] = await Promise.all([
      fromManifest.detail(tx, ctx, id),
      tx.absence.findFirst({
        where: { day_off_id: id, case: caseScopeWhere(ctx.user) },
        select: { id: true, case: { select: { reference_number: true } } },
        orderBy: { id: 'asc' },
      }),
    ]);
    // The absence recording this day off, if the HR office linked one.
    return Object.assign(fields, { absence: recorded && { id: recorded.id, name: recorded.case.reference_number } });
  },
  describe: async (tx, id) => {
    const r = await tx.dayOff.findUniqueOrThrow({
      where: { id },
      select: { start_date: true, end_date: true, reason: true, employment: { select: { user: { select: { name: true } } } } },
    });
    const name = r.employment.user.name;
    return { title: `${name} szabadsága (${apiDate(r.start_date)} – ${apiDate(r.end_date)})`, searchText: `${name} ${r.reason.slice(0, 500)}` };
  },
});
