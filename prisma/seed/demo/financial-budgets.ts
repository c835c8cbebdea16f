// Demo financial budgets: every demo school has one of each type for the current year (school
// 001's operating budget is the first, id 1: the contract kit's change requests use it). School
// 001's demo commitments are charged to its operating budget, so its sums have approved, in-flow,
// draft and rejected commitments to count or leave out. The operating budgets of both demo schools
// with users (001 and 002) have change requests in each state (approved, rejected, waiting for the
// centre's finance, waiting for the referent).
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

type TChangeInput = { new_amount?: number; amount_change?: number; reason: string };
interface TChangeSet {
  approved: TChangeInput;
  rejected: TChangeInput & { refusal: string };
  atCentre: TChangeInput;
  atReferent: TChangeInput;
}

/** Each demo school's four change requests: approved, rejected, waiting for the centre, waiting for the referent. */
const CHANGE_REQUESTS: Record<string, TChangeSet> = {
  '001': {
    approved: { amount_change: 1_500_000, reason: 'Tanműhely-bővítés miatti többletfeladatok fedezete.' },
    rejected: { new_amount: 20_000_000, reason: 'Sporteszközök beszerzése a tornaterembe.', refusal: 'A fejlesztési keretből igényelhető.' },
    atCentre: { amount_change: -500_000, reason: 'Az energiaköltség a tervezettnél kisebb, a fennmaradó összeg átcsoportosítható.' },
    atReferent: { amount_change: 750_000, reason: 'Érettségi vizsgák lebonyolításának dologi költségei.' },
  },
  '002': {
    approved: { amount_change: 900_000, reason: 'A kollégium fűtéskorszerűsítése utáni karbantartási szerződés díja.' },
    rejected: { new_amount: 15_000_000, reason: 'Új bútorzat az aulába.', refusal: 'Beruházás, a felújítási keret terhére kérhető.' },
    atCentre: { amount_change: -300_000, reason: 'A takarítási szerződés olcsóbb lett, a különbözet átcsoportosítható.' },
    atReferent: { amount_change: 400_000, reason: 'Szakmai vizsgák anyagköltségének emelkedése.' },
  },
};

/** School 001's commitments charged to its operating budget, and each demo school's change requests (with the demo records). */
/** `referent` asks for the changes; `checker`, the other finance referent, checks them (four eyes). */
export async function seedDemoBudgetChanges(people: { referent: TAuthedContext; checker: TAuthedContext; centre: TAuthedContext }, step: TStep): Promise<void> {
  const { referent } = people;
  const prisma = referent.prisma;
  const year = new Date().getFullYear();
  const operating = (unit_code: string) =>
    prisma.financialBudget.findFirst({ where: { type: OPERATING, year, institution: { unit_code } }, select: { id: true } });
  const schoolA = await operating('001');
  if (!schoolA) return;
  await prisma.commitment.updateMany({
    where: { subject: { in: CHARGED }, case: { institution: { unit_code: '001' } } },
    data: { financial_budget_id: schoolA.id },
  });
  for (const [unitCode, set] of Object.entries(CHANGE_REQUESTS)) {
    const budget = await operating(unitCode);
    if (budget) await seedChangeRequests(budget.id, set, people, step);
  }
}

async function seedChangeRequests(
  budgetId: number,
  set: TChangeSet,
  people: { referent: TAuthedContext; checker: TAuthedContext; centre: TAuthedContext },
  step: TStep,
): Promise<void> {
  const { referent, checker, centre } = people;
  const request = (data: TChangeInput) =>
    referent.prisma.$transaction((tx) =>
      createCase(tx, referent, financialBudgetChanges, {
        financial_budget: budgetId,
        previous_amount: null,
        new_amount: data.new_amount ?? null,
        amount_change: data.amount_change ?? null,
        reason: data.reason,
      }),
    );
  const approved = await request(set.approved);
  await step(checker, financialBudgetChanges, approved, /^Megfelel/);
  await step(centre, financialBudgetChanges, approved, /^Jóváhagyom/);
  const rejected = await request(set.rejected);
  await step(checker, financialBudgetChanges, rejected, /^Elutasítom/, { reason: set.rejected.refusal });
  const atCentre = await request(set.atCentre);
  await step(checker, financialBudgetChanges, atCentre, /^Megfelel/);
  await request(set.atReferent);
}
