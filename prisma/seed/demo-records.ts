// Demo workflow records in varied states, made through the real engine (create, decide,
// comment), so a newcomer sees a living portal. Skipped when any workflow record exists (an
// employee's file is a Case without a flow, seeded with the demo data).
import type { TServices } from '../../server/src/services.ts';
import type { TAuthedContext } from '../../server/src/access/context.ts';
import type { TAnyWorkflowModule } from '../../server/src/workflow/define.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';
import { createCase } from '../../server/src/workflow/lifecycle.ts';
import { decide } from '../../server/src/workflow/decide.ts';
import { addComment } from '../../server/src/workflow/comments.ts';
import { commitments } from '../../server/src/modules/finance/commitments/module.ts';
import { systemErrorReports } from '../../server/src/modules/core/system-error-reports/module.ts';
import { seedDemoLeave } from './demo/absences.ts';
import { seedDemoCommuteRecords } from './demo/commute-records.ts';
import { seedDemoCarBookings } from './demo/car-bookings.ts';
import { seedDemoErrorReports } from './demo/error-reports.ts';
import { seedDemoPositions } from './demo/positions.ts';
import { seedDemoRents } from './demo/rents.ts';
import { seedDemoBusRentals } from './demo/bus-rentals.ts';
import { seedDemoOtherContracts } from './demo/other-contracts.ts';
import { seedDemoAssignmentContracts } from './demo/assignment-contracts.ts';
import { seedDemoRoomBookings } from './demo/room-bookings.ts';
import { seedDemoInvoices } from './demo/invoices.ts';
import { linkDemoTenderCommitments, seedDemoTenders } from './demo/tenders.ts';
import { seedDemoContractLibrary } from './demo/contract-library.ts';
import { seedDemoAuthorityInspections } from './demo/authority-inspections.ts';
import { seedDemoPeriodicReports } from './demo/periodic-reports.ts';
import { seedDemoBudgetChanges } from './demo/financial-budgets.ts';

export async function as(services: TServices, email: string): Promise<TAuthedContext> {
  const { id } = await services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const user = await loadCurrentUser(services.prisma, id);
  return { ...services, user: user!, badToken: false, ip: '127.0.0.1' };
}

/** Takes the first option whose label matches, answering its questions with the given values. */
export async function step(ctx: TAuthedContext, def: TAnyWorkflowModule, id: number, label: RegExp, answers: Record<string, unknown> = {}) {
  const c = await ctx.prisma.case.findUniqueOrThrow({
    where: { id },
    select: { current_step: { select: { options: { select: { id: true, label: true } } } } },
  });
  const option = c.current_step?.options.find((o) => label.test(o.label));
  if (!option) throw new Error(`Demo: no option ${label} on case ${id}`);
  await decide(ctx, def, { id, decision_option: option.id, answers });
}

const product = (name: string, quantity: number, gross_price: number, unit = 'db') => ({ name, quantity, unit, gross_price, vat: 1, currency: 1 });

export async function seedDemoRecords(services: TServices): Promise<number> {
  const workflowRecords = { flow_id: { not: null } };
  if ((await services.prisma.case.count({ where: workflowRecords })) > 0) return 0;
  const [requesterA, managerA, requesterB, referent, centre, sysadmin, managerB, technical] = await Promise.all(
    ['igenylo.a', 'vezeto.a', 'igenylo.b', 'penzugy', 'kozpontipenzugy', 'rendszergazda', 'vezeto.b', 'muszak'].map((u) => as(services, `${u}@etanker.local`)),
  );
  const partners = await services.prisma.partner.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 3 });
  await seedDemoTenders(services.prisma);
  const base = {
    description: '',
    affected_building: '',
    contract: '',
    order: '',
    registration_number: '',
    implementer: '',
    partner_unknown: false,
    payment_type: 1,
    cost: 0,
    net_cost: null,
    vat_cost: null,
    vat: 1,
    transport_cost: 0,
    public_procurement_cost: 0,
    currency: 1,
    financial_entry: 1,
    tender: null,
    financial_budget: null,
    users_involved: [],
    extra_field_answers: [],
  };
  const commitment = (ctx: TAuthedContext, subject: string, products: ReturnType<typeof product>[], partner = 0) =>
    services.prisma.$transaction((tx) => createCase(tx, ctx, commitments, { ...base, subject, products, implementer_partner: partners[partner]?.id ?? null }));

  const saved = await commitment(requesterA, 'Irodaszerek a tanári szobába', [product('Fénymásolópapír A4', 20, 2490, 'csomag'), product('Tűzőgép', 3, 4990)]);
  await addCommentAs(requesterA, saved, 'Az árajánlatot a jövő héten csatolom.');
  await commitment(requesterB, 'Projektor a 112-es terembe', [product('Projektor Full HD', 1, 289000)], 1);
  const atManager = await commitment(
    requesterA,
    'Villanyszerelő műhely kéziszerszámai',
    [product('Csavarhúzókészlet', 10, 12900, 'készlet'), product('Multiméter', 5, 18900)],
    2,
  );
  await step(requesterA, commitments, atManager, /Beküldés/);
  const atReferent = await commitment(requesterA, 'Számítógép-terem billentyűzetei', [product('Billentyűzet USB', 30, 6990)], 0);
  await step(requesterA, commitments, atReferent, /Beküldés/);
  await step(managerA, commitments, atReferent, /^Jóváhagyom/);
  const atCentre = await commitment(requesterA, 'Hegesztő védőfelszerelés', [product('Hegesztőpajzs', 12, 15900), product('Védőkesztyű', 24, 3490, 'pár')], 1);
  await step(requesterA, commitments, atCentre, /Beküldés/);
  await step(managerA, commitments, atCentre, /^Jóváhagyom/);
  await step(referent, commitments, atCentre, /^Megfelel/, { approved_cost: 274000, financial_entry: 1 });
  await addCommentAs(centre, atCentre, 'Kérem a szállítói árajánlat csatolását.', { school_should_reply: true });
  const approved = await commitment(requesterA, 'Tankönyvek a 9. évfolyamnak', [product('Matematika 9. tankönyv', 60, 2850)]);
  await step(requesterA, commitments, approved, /Beküldés/);
  await step(managerA, commitments, approved, /^Jóváhagyom/);
  await step(referent, commitments, approved, /^Megfelel/, { approved_cost: 171000 });
  await step(centre, commitments, approved, /^Ellenjegyzem/);
  const rejected = await commitment(requesterA, 'Csocsóasztal a kollégiumba', [product('Csocsóasztal', 1, 189000)]);
  await step(requesterA, commitments, rejected, /Beküldés/);
  await step(managerA, commitments, rejected, /^Elutasítom/, { reason: 'Nem oktatási célú beszerzés, a kollégiumi keretből igényelhető.' });

  await linkDemoTenderCommitments(services.prisma);

  const report = (ctx: TAuthedContext, title: string, description: string) =>
    services.prisma.$transaction((tx) => createCase(tx, ctx, systemErrorReports, { title, description, category: 1 }));
  await report(requesterA, 'Nem jelenik meg a PDF előnézet', 'A kötelezettségvállalás PDF előnézete üres lapot mutat Firefoxban.');
  const waiting = await report(requesterB, 'Lassú a lista betöltése', 'Reggel 8 körül a kötelezettségvállalások listája 10 másodperc alatt töltődik be.');
  await step(requesterB, systemErrorReports, waiting, /Beküldés/);
  const solved = await report(requesterA, 'Elírás a menüben', 'A Műszak menüben a „Gépjárműigény” felirat hibásan jelenik meg.');
  await step(requesterA, systemErrorReports, solved, /Beküldés/);
  await step(sysadmin, systemErrorReports, solved, /^Megoldva/, { solution: 'A felirat javítva a 2026.11. kiadásban.' });
  await seedDemoLeave(services, (email) => as(services, email), step);
  const [hr, centralHr] = await Promise.all(['hr', 'kozpontihr'].map((u) => as(services, `${u}@etanker.local`)));
  await seedDemoCommuteRecords({ requesterA, requesterB, hr, centralHr }, step);
  await seedDemoCarBookings({ requesterA, managerA, requesterB, managerB, keeper: technical }, step);
  await seedDemoErrorReports({ requesterA, managerA, requesterB, managerB, technical }, step);
  await seedDemoPositions(services, { as, step });
  await seedDemoRents({ requesterA, managerA, requesterB, managerB, technical, finance: centre }, step);
  await seedDemoBusRentals({ requesterA, managerA, requesterB, managerB, technical }, step);
  await seedDemoOtherContracts({ requesterA, managerA, requesterB, managerB, technical, centreFinance: centre }, step);
  await seedDemoAssignmentContracts({ requesterA, managerA, requesterB, managerB, technical, centreFinance: centre }, step);
  await seedDemoRoomBookings({ requesterA, managerA, requesterB, managerB, technical, finance: centre }, step);
  await seedDemoContractLibrary(centre, { finance: referent, schoolA: requesterA, headB: managerB });
  await seedDemoAuthorityInspections({ technical, requesterA });
  await seedDemoPeriodicReports(services);
  await seedDemoBudgetChanges({ referent, checker: await as(services, 'penzugy2@etanker.local'), centre }, step);
  await seedDemoInvoices({ referent, centre }, step);
  // The demo's decisions queued notices like real ones; nobody is waiting for those mails.
  await services.prisma.queuedMail.deleteMany();
  return services.prisma.case.count({ where: workflowRecords });
}

async function addCommentAs(ctx: TAuthedContext, id: number, content: string, flags: { school_should_reply?: boolean } = {}) {
  await ctx.prisma.$transaction((tx) =>
    addComment(tx, ctx, 'commitments', id, {
      content,
      private_comment: false,
      school_should_reply: flags.school_should_reply ?? false,
      waiting_for_attachment: false,
      important: false,
    }),
  );
}
