// Demo financial budgets: every demo school has one of each type for the current year (school
// 001's operating budget is the first, id 1: the contract kit's change requests use it).
import type { TPrisma } from '../../../db/client.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { defineDemo } from '../../../../../prisma/seed/demo/kit.ts';

const SCHOOLS = ['001', '002', '003', '004'] as const;
/** budget_types keys (prisma/seed/lists/finance.ts) with a school's yearly amount of each. */
const AMOUNTS: Record<number, number> = { 1: 12_000_000, 2: 4_500_000, 3: 8_000_000, 4: 2_500_000, 5: 1_200_000 };

/** The budgets (master data, with the demo's institutions), unless some exist. */
export async function seedDemoFinancialBudgets(prisma: TPrisma): Promise<void> {
  if ((await prisma.financialBudget.count()) > 0) return;
  const year = new Date().getFullYear();
  const [institutions, types] = await Promise.all([
    prisma.institution.findMany({
      where: { unit_code: { in: [...SCHOOLS] } },
      select: { id: true, unit_code: true, name: true },
      orderBy: { unit_code: 'asc' },
    }),
    prisma.staticItem.findMany({ where: { list: 'budget_types' }, select: { key: true, name: true } }),
  ]);
  const typeName = new Map(types.map((t) => [t.key, t.name]));
  for (const i of institutions)
    for (const [type, amount] of Object.entries(AMOUNTS)) {
      const search = `${typeName.get(Number(type)) ?? ''} ${year} – ${i.unit_code} - ${i.name}`;
      await prisma.financialBudget.create({
        data: { type: Number(type), institution_id: i.id, year, amount, search_text: normalizeSearch(search) },
        select: { id: true },
      });
    }
}

export const financialBudgetsDemo = defineDemo({ data: (prisma) => seedDemoFinancialBudgets(prisma) });
