// Többlettanítási szerződés összesítők: one teacher's approved extra-teaching contracts of a month
// summed for payroll (spec 002 §3, §4, §7; MODULES.md §3.31; DESIGN.md "Education contracts").
// The requester picks the employee (dolgozok/), the year and the month; the server picks the
// contracts (contracts.ts) and sums them; the head of the school approves, the centre's HR
// accounts it in payroll.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { defineWorkflowModule, filter } from '../../../workflow/define.ts';
import { commonWorkflowFilters, unreadFilters, verificationStepFilter } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { createData } from '../../../workflow/manifest-model.ts';
import { checkOpenInstitutions, institutionOrOwn } from '../../../access/institution-fields.ts';
import { checkVisibleEmployee } from '../../employee-prefill.ts';
import { EXTRA_TEACHING_SUMMARY_MANIFEST as MANIFEST, ZExtraTeachingSummaryInput, type TExtraTeachingSummaryInput } from './manifest.ts';
import { currentMonth, pickContracts, summedContracts } from './contracts.ts';
import { contractRows, summaryPeople, summaryPreview } from './actions.ts';
import { ExtraTeachingSummaryPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('extraTeachingSummaries');
const INITIAL_STATE = 'open';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.extraTeachingSummary, caseRelation: 'extra_teaching_summary' });

/** The summary (year and month the current ones when left out), then its contracts and sums. */
async function writeSummary(tx: TTx, id: number, input: TExtraTeachingSummaryInput, create: boolean) {
  const now = currentMonth();
  const data = { ...MANIFEST.toData(input), year: input.year ?? now.year, month: input.month ?? now.month };
  if (create) await tx.extraTeachingSummary.create({ data: createData('ExtraTeachingSummary', { id, ...data }), select: { id: true } });
  else await tx.extraTeachingSummary.update({ where: { id }, data, select: { id: true } });
  await pickContracts(tx, id);
}

async function createFields(tx: TTx, ctx: TAuthedContext, input: TExtraTeachingSummaryInput) {
  const institution = institutionOrOwn(ctx.user, input.institution);
  await checkOpenInstitutions(tx, { institution });
  await checkVisibleEmployee(tx, ctx.user, { field: 'user', userId: input.user });
  return { institution_id: institution };
}

async function updateFields(tx: TTx, ctx: TAuthedContext, id: number, input: TExtraTeachingSummaryInput) {
  const now = await tx.extraTeachingSummary.findUniqueOrThrow({ where: { id }, select: { user_id: true, case: { select: { institution_id: true } } } });
  const named = input.institution === undefined || input.institution === now.case.institution_id ? undefined : input.institution;
  await checkOpenInstitutions(tx, { institution: named });
  await checkVisibleEmployee(tx, ctx.user, { field: 'user', userId: input.user, current: now.user_id });
  return named === undefined ? {} : { institution_id: named };
}

/** year / month (002 §7 "filters add year and month"): the summaries of that year or month. */
const periodFilter = (column: 'year' | 'month', label: string, max: number) =>
  filter({
    schema: z.coerce.number().int().min(1).max(max),
    where: (v) => ({ extra_teaching_summary: { [column]: v } }),
    options: () => ({ label, type: 'number' as const, ungrouped: true }),
  });

export const extraTeachingSummaries = defineWorkflowModule({
  ...workflowNames('extraTeachingSummaries'),
  // The contracts' permission (§3.31: the same gate), declared by the contracts module.
  permission: 'extra_teaching.can_use_extra_teaching_module',
  initialState: INITIAL_STATE,
  settingsGroup: 'extra_teaching',
  referencePrefix: 'TTO',
  extraFields: true,
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZExtraTeachingSummaryInput,
  updateInput: ZExtraTeachingSummaryInput,
  insert: (tx, _ctx, id, input) => writeSummary(tx, id, input, true),
  write: (tx, _ctx, id, input) => writeSummary(tx, id, input, false),
  // The details add the contracts it sums (read-only: PUT drops them, the server picks).
  detail: async (tx, ctx, id) => ({ ...(await fromManifest.detail(tx, ctx, id)), contracts: contractRows(await summedContracts(tx, id)) }),
  filters: {
    ...commonWorkflowFilters(MODULE, INITIAL_STATE),
    ...unreadFilters,
    verification_step: verificationStepFilter(MODULE),
    ...fromManifest.filters,
    year: periodFilter('year', 'Év', 2100),
    month: periodFilter('month', 'Hónap', 12),
  },
  prepareCreate: createFields,
  prepareUpdate: updateFields,
  describe: async (tx, id) => {
    const r = await tx.extraTeachingSummary.findUniqueOrThrow({ where: { id }, select: { year: true, month: true, user: { select: { name: true } } } });
    const title = `${r.user.name}, ${r.year}. ${String(r.month).padStart(2, '0')}.`;
    return { title, searchText: title };
  },
  // A copy picks anew: the source's contracts stay the source's while it is live.
  copy: async (tx, ctx, sourceId, newId) => {
    await fromManifest.copy(tx, ctx, sourceId, newId);
    await pickContracts(tx, newId);
  },
  documents: {
    extra_teaching_summary: { label: 'Többlettanítási összesítő (számfejtési lap)', render: (ctx, id, view) => ExtraTeachingSummaryPdf(ctx.prisma, id, view) },
  },
  actions: { people: summaryPeople, contracts: summaryPreview },
});
