// Pénzügyi keretek: a school's money for a year by type, that commitments are charged to (spec
// 001 §3, §7; MODULES.md §3.15). A plain module kept by the finance users
// (financial_budgets.can_edit_financial_budgets); a school's users read their institutions'
// budgets, the centre all. The amount changes only through change requests (changes/), each
// deciding on its own; waiting_for and waiting_for_me find budgets by their pending requests.
import { z } from 'zod';
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { waitingForMeWhere } from '../../../access/waiting-for-me.ts';
import { action, definePlainModule, filter } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { ZQueryBool, ZQueryIds } from '../../../workflow/filters.ts';
import { inScope, readableWhere } from '../../../workflow/relations.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { BUDGET_MANIFEST as MANIFEST, ZBudgetUpdate } from './manifest.ts';
import { BUDGET_EDIT, BUDGET_GATE, CHANGE_MODULE, budgetLabel } from './shared.ts';
import { budgetSums, SUM_SOURCE } from './sums.ts';
import { budgetCommitments } from './commitments.ts';
import { budgetChangeRequests } from './change-requests.ts';
import { ZBudgetChangeRequest } from './changes/input.ts';
import { moduleNames } from '@etanker/shared/modules.ts';

/** The list's q finds a budget by its type, year and school. */
async function refreshSearchText(tx: TTx, id: number) {
  await tx.financialBudget.update({ where: { id }, data: { search_text: normalizeSearch(await budgetLabel(tx, id)) }, select: { id: true } });
}

const base = plainFromManifest(MANIFEST, {
  table: (tx) => tx.financialBudget,
  defaultOrder: [{ year: 'desc' }, { institution_id: 'asc' }, { type: 'asc' }],
  searchText: () => '',
});

/** Budgets with a change request in the flow that waits on `where` (a user, a group, the caller). */
const waitingChange = (where: Prisma.CaseWhereInput) => ({ changes: { some: { case: { AND: [{ module: CHANGE_MODULE }, where] } } } });

export const financialBudgets = definePlainModule({
  ...moduleNames('financialBudgets'),
  permission: BUDGET_GATE,
  relations: {
    financial_budget: {
      model: 'financialBudget',
      select: { id: true, year: true },
      name: (b: { year: number }) => `Keret ${b.year}`,
      readable: inScope('institution_id'),
    },
  },
  staticData: [
    {
      key: 'financial_budgets',
      rows: async (prisma, user, lists) => {
        const [budgets, { budget_types: types }] = await Promise.all([
          prisma.financialBudget.findMany({
            where: readableWhere('financial_budget', user),
            select: { id: true, type: true, institution_id: true, year: true, amount: true, is_active: true },
            orderBy: [{ year: 'desc' }, { id: 'asc' }],
          }),
          lists,
        ]);
        return budgets.map((b) => ({ ...b, amount: b.amount.toNumber(), name: `${types?.find((t) => t.id === b.type)?.name ?? 'Keret'} ${b.year}` }));
      },
    },
  ],
  editPermission: BUDGET_EDIT,
  permissions: [
    {
      codename: 'financial_budgets.can_edit_financial_budgets',
      name: 'Pénzügyi keretek rögzítése, módosítási kérelmek',
      groups: ['Pénzügyi referensek', 'Központi pénzügy'],
    },
  ],
  scopeColumn: 'institution_id',
  institutionFields: ['institution'],
  ...base,
  updateInput: ZBudgetUpdate,
  create: async (tx, ctx, data) => {
    const id = await base.create(tx, ctx, data);
    await refreshSearchText(tx, id);
    return id;
  },
  update: async (tx, _ctx, id, data) => {
    await tx.financialBudget.update({ where: { id }, data: { type: data.type, year: data.year, is_active: data.is_active }, select: { id: true } });
    await refreshSearchText(tx, id);
  },
  filters: {
    ...base.filters,
    year: filter({
      schema: z.coerce.number('Érvénytelen szám.').int().min(2000).max(2100),
      where: (year) => ({ year }),
      options: () => ({ label: 'Év', type: 'number' }),
    }),
    waiting_for: filter({
      schema: z.string().regex(/^g?\d{1,9}$/, 'Érvénytelen érték.'),
      where: (v) => waitingChange(v.startsWith('g') ? { waiting_for_group_id: Number(v.slice(1)) } : { waiting_for_user_id: Number(v) }),
    }),
    waiting_for_me: filter({
      schema: ZQueryBool,
      where: (v, ctx) => (v ? waitingChange(waitingForMeWhere(ctx.user)) : {}),
      options: () => ({ label: 'Döntésre vár', type: 'bool' }),
    }),
    institution: filter({
      schema: ZQueryIds,
      where: (ids) => ({ institution_id: { in: ids } }),
      options: base.filters.institution.options,
    }),
  },
  get: async (tx, ctx, id, scope) => {
    const row = await base.get(tx, ctx, id, scope);
    if (!row) return null;
    const [change_requests, commitments, { sums, commitments_count }] = await Promise.all([
      budgetChangeRequests(tx, ctx.user, id),
      budgetCommitments(tx, ctx.user, id),
      budgetSums(tx, id),
    ]);
    return Object.assign(row, { change_requests, commitments, commitments_count, sum_source: SUM_SOURCE, sums });
  },
  actions: {
    /** valtozasok/: a change request of the amount, which then walks its own decision flow. */
    requestChange: action({
      on: 'item',
      method: 'POST',
      path: 'valtozasok/',
      summary: 'Pénzügyi keret: módosítási kérelem (new_amount és/vagy amount_change, reason; previous_amount: a látott összeg, ellenőrizve)',
      input: ZBudgetChangeRequest,
      status: 201,
      can: (_tx, _ctx, item) => (item.is_active ? null : { message: 'A pénzügyi keret nem aktív.' }),
      run: async (tx, ctx: TAuthedContext, { id, input }) => {
        await ctx.createRecord(tx, ctx, CHANGE_MODULE, { ...input, financial_budget: id });
      },
    }),
  },
});
