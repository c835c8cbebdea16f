// Demo invoices registered by the centre's finance referent: split over the two demo schools,
// linked to the demo commitments they pay, in several states of their flow (one hidden from
// the schools). Files are left out: the demo has no scanned invoices.
import type { TAuthedContext } from '../../../server/src/access/context.ts';
import type { TAnyWorkflowModule } from '../../../server/src/workflow/define.ts';
import { createCase } from '../../../server/src/workflow/lifecycle.ts';
import { invoices } from '../../../server/src/modules/finance/invoices/module.ts';
import type { TInvoiceInput } from '../../../server/src/modules/finance/invoices/manifest.ts';

type TStep = (ctx: TAuthedContext, def: TAnyWorkflowModule, id: number, label: RegExp, answers?: Record<string, unknown>) => Promise<void>;

const empty: Omit<TInvoiceInput, 'invoice_number' | 'amount'> = {
  description: '',
  date: null,
  due_date: null,
  payment_method: 1,
  partner: null,
  commitment: null,
  contract: null,
  tender: null,
  internal_registration_number: '',
  period: '',
  sap_number: '',
  transfer_date: null,
  payment_request: false,
  approved: false,
  processed: false,
  schools_can_see: true,
  parts: [],
};

export async function seedDemoInvoices(people: { referent: TAuthedContext; centre: TAuthedContext }, step: TStep): Promise<void> {
  const { referent, centre } = people;
  const prisma = referent.prisma;
  const [schoolA, schoolB] = await Promise.all(
    ['001', '002'].map((unit_code) => prisma.institution.findFirstOrThrow({ where: { unit_code }, select: { id: true } })),
  );
  const commitment = (subject: string) => prisma.commitment.findFirst({ where: { subject }, select: { id: true } });
  const [books, welding] = await Promise.all([commitment('Tankönyvek a 9. évfolyamnak'), commitment('Hegesztő védőfelszerelés')]);
  const partners = await prisma.partner.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 2 });
  const invoice = (data: Partial<TInvoiceInput> & { invoice_number: string; amount: number }) =>
    prisma.$transaction((tx) => createCase(tx, referent, invoices, { ...empty, ...data }));

  await invoice({
    invoice_number: 'KT-2026/1187',
    description: 'Tankönyvek, 9. évfolyam (60 db), a két iskola között megosztva',
    partner: partners[0]?.id ?? null,
    commitment: books?.id ?? null,
    date: '2026-11-03',
    due_date: '2026-11-18',
    amount: 171000,
    period: '2026. november',
    parts: [
      { institution: schoolA.id, amount: 114000 },
      { institution: schoolB.id, amount: 57000 },
    ],
  });
  const approved = await invoice({
    invoice_number: 'VF-4471/2026',
    description: 'Hegesztő védőfelszerelés',
    partner: partners[1]?.id ?? null,
    commitment: welding?.id ?? null,
    date: '2026-10-20',
    due_date: '2026-11-04',
    amount: 274000,
    internal_registration_number: 'BI-2026/311',
    sap_number: '5100023187',
    transfer_date: '2026-11-02',
    payment_request: true,
    approved: true,
    processed: true,
    parts: [{ institution: schoolA.id, amount: 274000 }],
  });
  await step(referent, invoices, approved, /Beküldés/);
  await step(centre, invoices, approved, /^Kifizetésre jóváhagyom/);
  const submitted = await invoice({
    invoice_number: 'EON-88120034',
    description: 'Villamosenergia, október (elszámolás iskolánként)',
    date: '2026-11-05',
    due_date: '2026-11-20',
    amount: 498765.5,
    payment_method: 1,
    period: '2026. október',
    parts: [
      { institution: schoolA.id, amount: 301200.25 },
      { institution: schoolB.id, amount: 197565.25 },
    ],
  });
  await step(referent, invoices, submitted, /Beküldés/);
  // Legal fees of the centre: only the centre's finance sees them.
  await invoice({
    invoice_number: 'UGYV-2026/45',
    description: 'Ügyvédi munkadíj',
    amount: 127000,
    schools_can_see: false,
    date: '2026-11-01',
    due_date: '2026-11-16',
  });
}
