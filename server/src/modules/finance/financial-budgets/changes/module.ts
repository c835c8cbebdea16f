// Módosítási kérelmek: a request to change a financial budget's amount (MODULES.md §3.15). Each is
// a workflow record of its own, so decisions, waiting_for, my tasks and mails come from the kit;
// the budget's amount moves only when the request is approved, in the final decision's
// transaction (afterDecision). Asked and decided from the budget's page
// ({budget}/valtozasok/, {budget}/valtozasok/{id}/donteshozas/, see ../rest.ts).
import { formatMoney } from '@etanker/shared/format.ts';
import { Prisma } from '../../../../generated/prisma/client.ts';
import type { TTx } from '../../../../db/client.ts';
import { hasPermission, type TAuthedContext } from '../../../../access/context.ts';
import { institutionScopeWhere } from '../../../../access/scope.ts';
import { defineWorkflowModule, filter } from '../../../../workflow/define.ts';
import { commonWorkflowFilters, ZQueryIds } from '../../../../workflow/filters.ts';
import { badRequest, fieldError, forbidden } from '../../../../http/errors.ts';
import {
  BUDGET_EDIT,
  BUDGET_GATE,
  CHANGE_INITIAL_STATE,
  CHANGE_MODULE,
  BUDGET_LABEL_SELECT,
  budgetLabel,
  budgetTypeNames,
  labelOf,
  type TBudgetLabelRow,
} from '../shared.ts';
import { ZChangeInput, ZChangeUpdate, type TChangeInput } from './input.ts';
import { workflowNames } from '@etanker/shared/modules.ts';

const NOT_ACTIVE = 'A pénzügyi keret nem aktív.';
const NEGATIVE = 'A keret összege nem lehet negatív.';

const CHANGE_SELECT = {
  financial_budget_id: true,
  previous_amount: true,
  amount_change: true,
  reason: true,
} as const;

type TChangeRow = Prisma.FinancialBudgetChangeGetPayload<{ select: typeof CHANGE_SELECT }>;

/** The shape details, list rows and the budget's page share. */
export function changeFields(row: TChangeRow, budgetName: string) {
  return {
    financial_budget: { id: row.financial_budget_id, name: budgetName },
    previous_amount: row.previous_amount.toNumber(),
    amount_change: row.amount_change.toNumber(),
    new_amount: row.previous_amount.add(row.amount_change).toNumber(),
    reason: row.reason,
  };
}

/** The budget in the writer's scope, locked, with what a request needs of it; a finance user's only. */
async function budgetFor(tx: TTx, ctx: TAuthedContext, id: number) {
  if (!hasPermission(ctx.user, BUDGET_EDIT)) throw forbidden('Keretmódosítást a pénzügyi munkatársak kérhetnek.');
  const [locked] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "FinancialBudget" WHERE id = ${id} FOR NO KEY UPDATE`;
  const budget = locked
    ? await tx.financialBudget.findFirst({
        where: { AND: [{ id }, institutionScopeWhere(ctx.user, 'institution_id')] },
        select: { institution_id: true, amount: true, is_active: true },
      })
    : null;
  if (!budget) throw fieldError('financial_budget', 'Nincs ilyen pénzügyi keret.');
  if (!budget.is_active) throw fieldError('financial_budget', NOT_ACTIVE);
  return budget;
}

/** The signed change a request stores: given, or the new amount less the budget's amount now
 * (both given: they must agree); a previous_amount given must be the budget's amount now. */
function changeOf(input: TChangeInput, amount: Prisma.Decimal): Prisma.Decimal {
  if (input.previous_amount !== null && !amount.eq(input.previous_amount))
    throw fieldError('previous_amount', `A keret összege időközben megváltozott, most ${formatMoney(amount.toNumber())}.`);
  const change = input.amount_change !== null ? new Prisma.Decimal(input.amount_change) : new Prisma.Decimal(input.new_amount!).sub(amount);
  if (input.amount_change !== null && input.new_amount !== null && !amount.add(change).eq(input.new_amount))
    throw fieldError('new_amount', 'Az új összeg nem egyezik a keret összegével és a változással.');
  if (change.isZero()) throw fieldError('new_amount', 'Az új összeg megegyezik a keret jelenlegi összegével.');
  if (amount.add(change).isNegative()) throw fieldError(input.amount_change !== null ? 'amount_change' : 'new_amount', NEGATIVE);
  return change;
}

async function writeChange(tx: TTx, ctx: TAuthedContext, id: number, input: TChangeInput, create: boolean) {
  const budget = await budgetFor(tx, ctx, input.financial_budget);
  const data = { previous_amount: budget.amount, amount_change: changeOf(input, budget.amount), reason: input.reason };
  if (create) await tx.financialBudgetChange.create({ data: { id, financial_budget_id: input.financial_budget, ...data }, select: { id: true } });
  else {
    const stored = await tx.financialBudgetChange.findUniqueOrThrow({ where: { id }, select: { financial_budget_id: true } });
    if (stored.financial_budget_id !== input.financial_budget) throw fieldError('financial_budget', 'A kérelem kerete nem módosítható.');
    await tx.financialBudgetChange.update({ where: { id }, data, select: { id: true } });
  }
  return budget;
}

/** Applies an approved change: the budget's amount at approval moves by the change (never below zero). */
async function applyChange(tx: TTx, id: number) {
  const [row] = await tx.$queryRaw<{ amount: Prisma.Decimal }[]>`
    UPDATE "FinancialBudget" b SET amount = b.amount + c.amount_change
    FROM "FinancialBudgetChange" c
    WHERE c.id = ${id} AND b.id = c.financial_budget_id
    RETURNING b.amount`;
  if (row.amount.isNegative()) throw badRequest({ decision_option: [`${NEGATIVE} A kérelem nem hagyható jóvá.`] });
}

export const financialBudgetChanges = defineWorkflowModule({
  ...workflowNames('financialBudgetChanges'),
  // Landing tiles open the budgets' list, whose waiting_for_me finds budgets by their requests.
  listRoute: '/penzugy/penzugyi-keretek/lista.html',
  permission: BUDGET_GATE,
  initialState: CHANGE_INITIAL_STATE,
  referencePrefix: 'KM',
  createInput: ZChangeInput,
  updateInput: ZChangeUpdate,
  filters: {
    ...commonWorkflowFilters(CHANGE_MODULE, CHANGE_INITIAL_STATE),
    financial_budget: filter({
      schema: ZQueryIds,
      where: (ids) => ({ financial_budget_change: { financial_budget_id: { in: ids } } }),
    }),
  },
  prepareCreate: async (tx, ctx, input) => ({ institution_id: (await budgetFor(tx, ctx, input.financial_budget)).institution_id }),
  insert: async (tx, ctx, id, input) => {
    await writeChange(tx, ctx, id, input, true);
  },
  write: async (tx, ctx, id, input) => {
    await writeChange(tx, ctx, id, { ...input, new_amount: null, previous_amount: null }, false);
  },
  flowRecord: async (tx, id) => {
    const c = await tx.financialBudgetChange.findUniqueOrThrow({ where: { id }, select: { amount_change: true } });
    return { amount_change: c.amount_change.toNumber() };
  },
  describe: async (tx, id) => {
    const c = await tx.financialBudgetChange.findUniqueOrThrow({ where: { id }, select: { financial_budget_id: true, reason: true } });
    const title = `Keretmódosítás: ${await budgetLabel(tx, c.financial_budget_id)}`;
    return { title, searchText: `${title} ${c.reason}` };
  },
  listColumns: {
    select: { financial_budget_change: { select: { ...CHANGE_SELECT, financial_budget: { select: BUDGET_LABEL_SELECT } } } },
    shaper: async (tx) => {
      const types = await budgetTypeNames(tx);
      return (row: { financial_budget_change: TChangeRow & { financial_budget: TBudgetLabelRow } }) =>
        changeFields(row.financial_budget_change, labelOf(row.financial_budget_change.financial_budget, types));
    },
  },
  detail: async (tx, _ctx, id) => {
    const row = await tx.financialBudgetChange.findUniqueOrThrow({ where: { id }, select: CHANGE_SELECT });
    return changeFields(row, await budgetLabel(tx, row.financial_budget_id));
  },
  copy: async (tx, ctx, sourceId, newId) => {
    const source = await tx.financialBudgetChange.findUniqueOrThrow({ where: { id: sourceId }, select: CHANGE_SELECT });
    const budget = await budgetFor(tx, ctx, source.financial_budget_id);
    const change = changeOf(
      {
        financial_budget: source.financial_budget_id,
        previous_amount: null,
        new_amount: null,
        amount_change: source.amount_change.toNumber(),
        reason: source.reason,
      },
      budget.amount,
    );
    await tx.financialBudgetChange.create({
      data: { ...source, id: newId, previous_amount: budget.amount, amount_change: change },
      select: { id: true },
    });
  },
  afterDecision: (_ctx, event) => (event.state === 'closed_positive' ? (tx) => applyChange(tx, event.id) : null),
  exportColumns: [
    { header: 'Keret', key: 'financial_budget', width: 40 },
    { header: 'Korábbi összeg', key: 'previous_amount', width: 18, type: 'money' },
    { header: 'Változás', key: 'amount_change', width: 18, type: 'money' },
    { header: 'Új összeg', key: 'new_amount', width: 18, type: 'money' },
    { header: 'Indoklás', key: 'reason', width: 50 },
  ],
});
