// Távolléti jelentő: who is away from work on which days and why, reported by the school and
// checked by the school head and the HR referent (spec 001 §2, §3, §7, §9; MODULES.md §3.19).
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { defineWorkflowModule, filter } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { ZDateValue } from '../../../http/schemas.ts';
import { apiDate } from '../../../core/dates.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { INITIAL_STATE, personInstitution } from '../leave.ts';
import { ABSENCE_MANIFEST as MANIFEST } from './manifest.ts';
import { checkDayOff, checkNotClosed, lengthWarning } from './rules.ts';
import { absenceActions } from './actions.ts';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('absences');
type TInput = Parameters<typeof MANIFEST.toData>[0];
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.absence, caseRelation: 'absence' });
const on = (where: Prisma.AbsenceWhereInput): Prisma.CaseWhereInput => ({ absence: where });
const today = () => formatDate(new Date());

/** The stored start day of an absence (for the close rule of an edit or a deletion). */
async function storedStart(tx: TTx, id: number): Promise<string | null> {
  const row = await tx.absence.findUnique({ where: { id }, select: { start_date: true } });
  return apiDate(row?.start_date ?? null);
}

async function prepare(tx: TTx, ctx: TAuthedContext, data: TInput, stored: string | null) {
  await checkNotClosed(tx, [stored, data.start_date], today(), 'edit');
  const institution_id = await personInstitution(tx, ctx.user, data.user, data.start_date, 'user');
  await checkDayOff(tx, data.day_off, data.user);
  return { institution_id };
}

export const absences = defineWorkflowModule({
  ...workflowNames('absences'),
  permission: 'absences.can_use_absences_module',
  initialState: INITIAL_STATE,
  settingsGroup: 'absences',
  referencePrefix: 'TJ',
  // 001 §7: the absences' export answers data (JSON rows with start_date, end_date, institution).
  exportReturnsData: true,
  ...fromManifest,
  filters: {
    ...commonWorkflowFilters(MODULE, INITIAL_STATE),
    ...fromManifest.filters,
    // An absence touching [min_date, max_date] (either bound alone is open on the other side).
    min_date: filter({ schema: ZDateValue, where: (d) => on({ end_date: { gte: d } }), options: () => ({ label: 'Távollét ettől', type: 'date' }) }),
    max_date: filter({ schema: ZDateValue, where: (d) => on({ start_date: { lte: d } }), options: () => ({ label: 'Távollét eddig', type: 'date' }) }),
    created_min_date: filter({
      schema: ZDateValue,
      where: (d) => ({ created_at: { gte: d } }),
      options: () => ({ label: 'Rögzítve ettől', type: 'date' }),
    }),
    created_max_date: filter({
      // The whole last day counts: before the next day's start.
      schema: ZDateValue,
      where: (d) => ({ created_at: { lt: new Date(d.getTime() + 86_400_000) } }),
      options: () => ({ label: 'Rögzítve eddig', type: 'date' }),
    }),
  },
  prepareCreate: (tx, ctx, data) => prepare(tx, ctx, data, null),
  prepareUpdate: async (tx, ctx, id, data) => prepare(tx, ctx, data, await storedStart(tx, id)),
  beforeDelete: async (tx, _ctx, id) => checkNotClosed(tx, [await storedStart(tx, id)], today(), 'delete'),
  detail: async (tx, ctx, id) => {
    const fields = await fromManifest.detail(tx, ctx, id);
    return Object.assign(fields, { length_warning: await lengthWarning(tx, fields.start_date, fields.end_date) });
  },
  describe: async (tx, id) => {
    const r = await tx.absence.findUniqueOrThrow({
      where: { id },
      select: { start_date: true, end_date: true, user: { select: { name: true } }, substitute: { select: { name: true } } },
    });
    const period = `${apiDate(r.start_date)} – ${apiDate(r.end_date)}`;
    return { title: `${r.user.name} távolléte (${period})`, searchText: `${r.user.name} ${r.substitute?.name ?? ''}` };
  },
  actions: absenceActions,
});
