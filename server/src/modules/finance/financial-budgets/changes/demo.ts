// Demo budget change requests: school 001's demo commitments are charged to its operating budget,
// so its sums have approved, in-flow, draft and rejected commitments to count or leave out. The
// operating budgets of both demo schools with users (001 and 002) have change requests in each
// state (approved, rejected, waiting for the centre's finance, waiting for the referent).
import type { TAuthedContext } from '../../../../access/context.ts';
import { createCase } from '../../../../workflow/lifecycle.ts';
import { financialBudgetChanges } from './module.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../../prisma/seed/demo/kit.ts';

type TStep = TDemoRecordsKit['step'];

const OPERATING = 1;

/** Subjects of school 001's demo commitments (finance/commitments/demo.ts) charged to its operating budget. */
const CHARGED = [
  'Irodaszerek a tanári szobába',
  'Villanyszerelő műhely kéziszerszámai',
  'Számítógép-terem billentyűzetei',
  'Hegesztő védőfelszerelés',
  'Tankönyvek a 9. évfolyamnak',
  'Csocsóasztal a kollégiumba',
];

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

/** School 001's commitments charged to its operating budget, and each demo school's change
 * requests: `referent` asks for the changes; `checker`, the other finance referent, checks them (four eyes). */
async function seedDemoBudgetChanges({ people, step }: TDemoRecordsKit): Promise<void> {
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
  await step(checker, approved, /^Megfelel/);
  await step(centre, approved, /^Jóváhagyom/);
  const rejected = await request(set.rejected);
  await step(checker, rejected, /^Elutasítom/, { reason: set.rejected.refusal });
  const atCentre = await request(set.atCentre);
  await step(checker, atCentre, /^Megfelel/);
  await request(set.atReferent);
}

export const financialBudgetChangesDemo = defineDemo({ records: { order: 180, seed: seedDemoBudgetChanges } });
