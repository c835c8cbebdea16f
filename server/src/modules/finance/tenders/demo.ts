// Demo tenders: an open one of two schools, a closed one, and an open school-district one; a few
// demo commitments are charged to them (approved, in progress, rejected, a draft), so each
// tender's amount_stat has something to sum and something it leaves out.
import type { TPrisma } from '../../../db/client.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { defineDemo } from '../../../../../prisma/seed/demo/kit.ts';

interface TTenderSeed {
  name: string;
  code: string;
  unit_codes: readonly string[];
  school_district?: boolean;
  closed?: boolean;
  amount: number;
  amount_operational: number;
  amount_accumulation: number;
  start_date: string;
  end_date: string;
  deadline: string;
  /** subjects of demo commitments charged to it */
  commitments: readonly string[];
}

const TENDERS: readonly TTenderSeed[] = [
  {
    name: 'Szakképzés Digitalizációja',
    code: 'GINOP-6.2.3-17',
    unit_codes: ['001', '002'],
    amount: 120_000_000,
    amount_operational: 40_000_000,
    amount_accumulation: 80_000_000,
    start_date: '2025-01-01',
    end_date: '2027-06-30',
    deadline: '2027-09-30',
    commitments: ['Tankönyvek a 9. évfolyamnak', 'Hegesztő védőfelszerelés', 'Csocsóasztal a kollégiumba', 'Irodaszerek a tanári szobába'],
  },
  {
    name: 'Műhelyfejlesztési program',
    code: 'EFOP-4.1.2-17',
    unit_codes: ['001'],
    closed: true,
    amount: 45_000_000,
    amount_operational: 15_000_000,
    amount_accumulation: 30_000_000,
    start_date: '2022-01-01',
    end_date: '2024-12-31',
    deadline: '2025-03-31',
    commitments: [],
  },
  {
    name: 'Tankerületi energetikai korszerűsítés',
    code: 'KEHOP-5.2.9-16',
    unit_codes: [],
    school_district: true,
    amount: 250_000_000,
    amount_operational: 0,
    amount_accumulation: 250_000_000,
    start_date: '2026-01-01',
    end_date: '2028-12-31',
    deadline: '2029-03-31',
    commitments: ['Villanyszerelő műhely kéziszerszámai', 'Számítógép-terem billentyűzetei'],
  },
];

/** The tenders, unless some exist. */
async function seedDemoTenders(prisma: TPrisma): Promise<void> {
  if ((await prisma.tender.count()) > 0) return;
  const institutions = await prisma.institution.findMany({ select: { id: true, unit_code: true } });
  const idOf = new Map(institutions.map((i) => [i.unit_code, i.id]));
  for (const t of TENDERS) {
    await prisma.tender.create({
      data: {
        name: t.name,
        code: t.code,
        closed: t.closed ?? false,
        school_district: t.school_district ?? false,
        institutions: t.unit_codes.flatMap((code) => idOf.get(code) ?? []),
        amount: t.amount,
        amount_operational: t.amount_operational,
        amount_accumulation: t.amount_accumulation,
        start_date: new Date(t.start_date),
        end_date: new Date(t.end_date),
        deadline: new Date(t.deadline),
        search_text: normalizeSearch(`${t.name} ${t.code}`),
      },
      select: { id: true },
    });
  }
}

/** Charges the demo commitments to their tenders (after both exist). */
async function linkDemoTenderCommitments(prisma: TPrisma): Promise<void> {
  for (const t of TENDERS) {
    if (!t.commitments.length) continue;
    const tender = await prisma.tender.findFirst({ where: { code: t.code }, select: { id: true } });
    if (tender) await prisma.commitment.updateMany({ where: { subject: { in: [...t.commitments] } }, data: { tender_id: tender.id } });
  }
}

/** After the commitments (their records), which they are charged with. */
export const tendersDemo = defineDemo({
  records: {
    order: 20,
    seed: async ({ services }) => {
      await seedDemoTenders(services.prisma);
      await linkDemoTenderCommitments(services.prisma);
    },
  },
});
