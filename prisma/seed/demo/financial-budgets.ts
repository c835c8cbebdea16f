// Demo financial budgets: every demo school has one of each type for the current year (school
// 001's operating budget is the first, id 1: the contract kit's change requests use it). School
// 001's demo commitments are charged to its operating budget, so its sums have approved, in-flow,
// draft and rejected commitments to count or leave out; it has change requests in each state
// (approved, rejected, waiting for the centre's finance, waiting for the referent).
import type { TPrisma } from '../../../server/src/db/client.ts';
import type { TAuthedContext } from '../../../server/src/access/context.ts';
import type { TAnyWorkflowModule } from '../../../server/src/workflow/define.ts';
import { createCase } from '../../../server/src/workflow/lifecycle.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { financialBudgetChanges } from '../../../server/src/modules/finance/financial-budgets/changes/module.ts';

type TStep = (ctx: TAuthedContext, def: TAnyWorkflowModule, id: number, label: RegExp, answers?: Record<string, unknown>) => Promise<void>;

const SCHOOLS = ['001', '002', '003', '004'] as const;
/** budget_types keys (prisma/seed/lists/finance.ts) with a school's yearly amount of each. */
const AMOUNTS: Record<number, number> = { 1: 12_000_000, 2: 4_500_000, 3: 8_000_000, 4: 2_500_000, 5: 1_200_000 };
const OPERATING = 1;

/** Subjects of school 001's demo commitments (demo-records.ts) charged to its operating budget. */
const CHARGED = [
  'Irodaszerek a tanári szobába',
  'Villanyszerelő műhely kéziszerszámai',
  'Számítógép-terem billentyűzetei',
  'Hegesztő védőfelszerelés',
  'Tankönyvek a 9. évfolyamnak',
  'Csocsóasztal a kollégiumba',
];

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

/** School 001's commitments charged to its operating budget, and its change requests (with the demo records). */
export async function seedDemoBudgetChanges(people: { referent: TAuthedContext; centre: TAuthedContext }, step: TStep): Promise<void> {
  const { referent, centre } = people;
  const prisma = referent.prisma;
  const year = new Date().getFullYear();
  const budget = await prisma.financialBudget.findFirst({
    where: { type: OPERATING, year, institution: { unit_code: '001' } },
    select: { id: true },
  });
  if (!budget) return;
  await prisma.commitment.updateMany({
    where: { subject: { in: CHARGED }, case: { institution: { unit_code: '001' } } },
    data: { financial_budget_id: budget.id },
  });

  const request = (data: { new_amount?: number; amount_change?: number; reason: string }) =>
    prisma.$transaction((tx) =>
      createCase(tx, referent, financialBudgetChanges, {
        financial_budget: budget.id,
        new_amount: data.new_amount ?? null,
        amount_change: data.amount_change ?? null,
        reason: data.reason,
      }),
    );
  const approved = await request({ amount_change: 1_500_000, reason: 'Tanműhely-bővítés miatti többletfeladatok fedezete.' });
  await step(referent, financialBudgetChanges, approved, /^Megfelel/);
  await step(centre, financialBudgetChanges, approved, /^Jóváhagyom/);
  const rejected = await request({ new_amount: 20_000_000, reason: 'Sporteszközök beszerzése a tornaterembe.' });
  await step(referent, financialBudgetChanges, rejected, /^Elutasítom/, { reason: 'A fejlesztési keretből igényelhető.' });
  const atCentre = await request({ amount_change: -500_000, reason: 'Az energiaköltség a tervezettnél kisebb, a fennmaradó összeg átcsoportosítható.' });
  await step(referent, financialBudgetChanges, atCentre, /^Megfelel/);
  await request({ amount_change: 750_000, reason: 'Érettségi vizsgák lebonyolításának dologi költségei.' });
}
