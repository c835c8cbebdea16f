// Demo invoices registered by the centre's finance referent: split over the two demo schools,
// linked to the demo commitments they pay, in several states of their flow (one hidden from
// the schools). Files are left out: the demo has no scanned invoices.
import { createCase } from '../../../workflow/lifecycle.ts';
import { invoices } from './module.ts';
import type { TInvoiceInput } from './manifest.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

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

async function seedDemoInvoices({ people, step }: TDemoRecordsKit): Promise<void> {
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
  await step(referent, approved, /Beküldés/);
  await step(centre, approved, /^Kifizetésre jóváhagyom/);
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
  await step(referent, submitted, /Beküldés/);
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

export const invoicesDemo = defineDemo({ records: { order: 190, seed: seedDemoInvoices } });
