// Demo commitments of school 001 and 002 in every state (a draft with a comment, waiting for the
// head, the referent and the centre, approved, rejected), made through the engine.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { addComment } from '../../../workflow/comments.ts';
import { commitments } from './module.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

const product = (name: string, quantity: number, gross_price: number, unit = 'db') => ({ name, quantity, unit, gross_price, vat: 1, currency: 1 });

const BASE = {
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

async function seedDemoCommitments({ services, people, step }: TDemoRecordsKit): Promise<void> {
  const { requesterA, managerA, requesterB, referent, centre } = people;
  const partners = await services.prisma.partner.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 3 });
  const commitment = (ctx: TAuthedContext, subject: string, products: ReturnType<typeof product>[], partner = 0) =>
    services.prisma.$transaction((tx) => createCase(tx, ctx, commitments, { ...BASE, subject, products, implementer_partner: partners[partner]?.id ?? null }));

  const saved = await commitment(requesterA, 'Irodaszerek a tanári szobába', [product('Fénymásolópapír A4', 20, 2490, 'csomag'), product('Tűzőgép', 3, 4990)]);
  await addCommentAs(requesterA, saved, 'Az árajánlatot a jövő héten csatolom.');
  await commitment(requesterB, 'Projektor a 112-es terembe', [product('Projektor Full HD', 1, 289000)], 1);
  const atManager = await commitment(
    requesterA,
    'Villanyszerelő műhely kéziszerszámai',
    [product('Csavarhúzókészlet', 10, 12900, 'készlet'), product('Multiméter', 5, 18900)],
    2,
  );
  await step(requesterA, atManager, /Beküldés/);
  const atReferent = await commitment(requesterA, 'Számítógép-terem billentyűzetei', [product('Billentyűzet USB', 30, 6990)], 0);
  await step(requesterA, atReferent, /Beküldés/);
  await step(managerA, atReferent, /^Jóváhagyom/);
  const atCentre = await commitment(requesterA, 'Hegesztő védőfelszerelés', [product('Hegesztőpajzs', 12, 15900), product('Védőkesztyű', 24, 3490, 'pár')], 1);
  await step(requesterA, atCentre, /Beküldés/);
  await step(managerA, atCentre, /^Jóváhagyom/);
  await step(referent, atCentre, /^Megfelel/, { approved_cost: 274000, financial_entry: 1 });
  await addCommentAs(centre, atCentre, 'Kérem a szállítói árajánlat csatolását.', { school_should_reply: true });
  const approved = await commitment(requesterA, 'Tankönyvek a 9. évfolyamnak', [product('Matematika 9. tankönyv', 60, 2850)]);
  await step(requesterA, approved, /Beküldés/);
  await step(managerA, approved, /^Jóváhagyom/);
  await step(referent, approved, /^Megfelel/, { approved_cost: 171000 });
  await step(centre, approved, /^Ellenjegyzem/);
  const rejected = await commitment(requesterA, 'Csocsóasztal a kollégiumba', [product('Csocsóasztal', 1, 189000)]);
  await step(requesterA, rejected, /Beküldés/);
  await step(managerA, rejected, /^Elutasítom/, { reason: 'Nem oktatási célú beszerzés, a kollégiumi keretből igényelhető.' });
}

export const commitmentsDemo = defineDemo({ records: { order: 10, seed: seedDemoCommitments } });
