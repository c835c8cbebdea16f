// What the budgets and their change requests share: the permissions, the change module's
// Case.module, and a budget's display name.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';

export const BUDGET_GATE = 'financial_budgets.can_use_financial_budgets_module';
/** Finance users: create budgets, keep their master data and request amount changes (read-only users never). */
export const BUDGET_EDIT = 'financial_budgets.can_edit_financial_budgets';
export const CHANGE_MODULE = 'financialBudgetChanges';
export const CHANGE_INITIAL_STATE = 'pending';

export const BUDGET_LABEL_SELECT = { type: true, year: true, institution: { select: { name: true, unit_code: true } } } as const;
export type TBudgetLabelRow = Prisma.FinancialBudgetGetPayload<{ select: typeof BUDGET_LABEL_SELECT }>;

/** The names of the budget types by key. */
export async function budgetTypeNames(tx: TTx): Promise<Map<number, string>> {
  const items = await tx.staticItem.findMany({ where: { list: 'budget_types' }, select: { key: true, name: true } });
  return new Map(items.map((i) => [i.key, i.name]));
}

/** 'Működési keret 2026 – 001 - Iskola': the type's name, the year and the school. */
export const labelOf = (b: TBudgetLabelRow, types: Map<number, string>) =>
  `${types.get(b.type) ?? 'Keret'} ${b.year} – ${b.institution.unit_code} - ${b.institution.name}`;

export async function budgetLabel(tx: TTx, id: number): Promise<string> {
  const [b, types] = await Promise.all([tx.financialBudget.findUniqueOrThrow({ where: { id }, select: BUDGET_LABEL_SELECT }), budgetTypeNames(tx)]);
  return labelOf(b, types);
}
