// Demo contract library: contracts of the centre and of schools 001 and 002, recorded through the
// module (so the server computes the money as for a user): some above five million forints a
// year (a monthly service, a multi-year operation, a four-year catering contract spread over its
// years), an income contract, a contract in euros (not compared), and one the schools do not see.
import type { TAuthedContext } from '../../../access/context.ts';
import { contractLibrary } from './module.ts';
import { CONTRACT_MANIFEST } from './manifest.ts';
import { defineDemo } from '../../../../../prisma/seed/demo/kit.ts';

/** Keys of the static lists (lists/general.ts contract_types, lists/education.ts occurrence_units, lists/finance.ts). */
const TYPE = { enterprise: 1, mandate: 2, service: 3, sale: 4, lease: 5, cooperation: 6 } as const;
const UNIT = { occasion: 1, day: 3, month: 5, schoolYear: 6 } as const;
const VAT = { standard: 1, zero: 4 } as const;
const CURRENCY = { huf: 1, eur: 2 } as const;

interface TDemoContract {
  unit: string;
  reference_number: string;
  title: string;
  type: number;
  others?: readonly string[];
  partner?: number;
  contractors_name?: string;
  handler: 'finance' | 'schoolA' | 'headB';
  signing_date: string;
  start_date: string;
  end_date?: string;
  duration?: number;
  occurrence_unit: number;
  number_of_occurrences: number;
  price: number;
  vat?: number;
  currency?: number;
  income_contract?: boolean;
  school_can_see?: boolean;
  pod_id?: string;
  cost?: string;
  note?: string;
}

const CONTRACTS: readonly TDemoContract[] = [
  {
    unit: '000',
    reference_number: 'SZT/2026/001',
    title: 'Takarítási szolgáltatás a központ irodáiban',
    type: TYPE.service,
    partner: 0,
    handler: 'finance',
    signing_date: '2025-12-15',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    occurrence_unit: UNIT.month,
    number_of_occurrences: 12,
    price: 650_000,
    cost: 'Dologi kiadások',
  },
  {
    unit: '000',
    reference_number: 'SZT/2026/002',
    title: 'Informatikai rendszerüzemeltetés',
    type: TYPE.service,
    others: ['001', '002'],
    partner: 1,
    handler: 'finance',
    signing_date: '2025-11-20',
    start_date: '2026-01-01',
    duration: 36,
    occurrence_unit: UNIT.month,
    number_of_occurrences: 36,
    price: 1_200_000,
    note: 'A két iskola szervereit és hálózatát is lefedi.',
  },
  {
    unit: '000',
    reference_number: 'SZT/2026/003',
    title: 'Tanulmányi kirándulások buszbérlése (külföld)',
    type: TYPE.service,
    contractors_name: 'Europa Reisen GmbH',
    handler: 'finance',
    signing_date: '2026-02-10',
    start_date: '2026-03-01',
    end_date: '2026-06-30',
    occurrence_unit: UNIT.day,
    number_of_occurrences: 6,
    price: 1_800,
    currency: CURRENCY.eur,
  },
  {
    unit: '001',
    reference_number: 'SZT/2026/004',
    title: 'Tanműhelyi szerszámgépek karbantartása',
    type: TYPE.enterprise,
    partner: 2,
    handler: 'schoolA',
    signing_date: '2026-01-20',
    start_date: '2026-02-01',
    end_date: '2026-12-31',
    occurrence_unit: UNIT.occasion,
    number_of_occurrences: 4,
    price: 350_000,
  },
  {
    unit: '001',
    reference_number: 'SZT/2026/005',
    title: 'Villamosenergia-vásárlás',
    type: TYPE.sale,
    contractors_name: 'Debreceni Áramszolgáltató Zrt.',
    handler: 'finance',
    signing_date: '2025-12-01',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    occurrence_unit: UNIT.month,
    number_of_occurrences: 12,
    price: 720_000,
    pod_id: 'HU000120-11-S00000000000000012345',
  },
  {
    unit: '001',
    reference_number: 'SZT/2026/006',
    title: 'Tornaterem bérbeadása hétvégente',
    type: TYPE.lease,
    contractors_name: 'Hajdú Kosárlabda Egyesület',
    handler: 'schoolA',
    signing_date: '2026-08-25',
    start_date: '2026-09-01',
    end_date: '2027-06-15',
    occurrence_unit: UNIT.occasion,
    number_of_occurrences: 40,
    price: 45_000,
    vat: VAT.zero,
    income_contract: true,
  },
  {
    unit: '002',
    reference_number: 'SZT/2026/007',
    title: 'Közétkeztetési szolgáltatás',
    type: TYPE.service,
    contractors_name: 'Alföldi Menza Kft.',
    handler: 'headB',
    signing_date: '2025-08-01',
    start_date: '2025-09-01',
    duration: 48,
    occurrence_unit: UNIT.schoolYear,
    number_of_occurrences: 4,
    price: 7_000_000,
    note: 'Négy tanévre; évente nettó 5,5 millió Ft.',
  },
  {
    unit: '002',
    reference_number: 'SZT/2026/008',
    title: 'Duális képzési együttműködési megállapodás',
    type: TYPE.cooperation,
    partner: 2,
    handler: 'headB',
    signing_date: '2026-06-30',
    start_date: '2026-09-01',
    end_date: '2029-08-31',
    occurrence_unit: UNIT.schoolYear,
    number_of_occurrences: 3,
    price: 0,
  },
  {
    unit: '002',
    reference_number: 'SZT/2026/009',
    title: 'Jogi képviselet munkaügyi perben',
    type: TYPE.mandate,
    contractors_name: 'Dr. Fekete Judit ügyvéd',
    handler: 'finance',
    signing_date: '2026-04-02',
    start_date: '2026-04-15',
    end_date: '2026-10-15',
    occurrence_unit: UNIT.month,
    number_of_occurrences: 6,
    price: 250_000,
    school_can_see: false,
    note: 'A központ kezeli; az iskola nem látja.',
  },
];

/** The demo contracts, unless some exist; `centre` records them (the centre's finance keeps the register). */
export async function seedDemoContractLibrary(centre: TAuthedContext, handlers: Record<TDemoContract['handler'], TAuthedContext>): Promise<void> {
  const prisma = centre.prisma;
  if ((await prisma.libraryContract.count()) > 0) return;
  const [institutions, partners] = await Promise.all([
    prisma.institution.findMany({ select: { id: true, unit_code: true } }),
    prisma.partner.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 3 }),
  ]);
  const idOf = new Map(institutions.map((i) => [i.unit_code, i.id]));
  for (const c of CONTRACTS) {
    const input = CONTRACT_MANIFEST.input.parse({
      reference_number: c.reference_number,
      title: c.title,
      type: c.type,
      institution: idOf.get(c.unit),
      institutions: (c.others ?? []).flatMap((u) => idOf.get(u) ?? []),
      partners: c.partner === undefined ? [] : partners.slice(c.partner, c.partner + 1).map((p) => p.id),
      contractors_name: c.contractors_name ?? '',
      handler: handlers[c.handler].user.id,
      arrival_date: c.signing_date,
      signing_date: c.signing_date,
      start_date: c.start_date,
      end_date: c.end_date ?? null,
      duration: c.duration ?? null,
      occurrence_unit: c.occurrence_unit,
      number_of_occurrences: c.number_of_occurrences,
      price: c.price,
      vat: c.vat ?? VAT.standard,
      currency: c.currency ?? CURRENCY.huf,
      income_contract: c.income_contract ?? false,
      school_can_see: c.school_can_see ?? true,
      payment_method: 1,
      pod_id: c.pod_id ?? '',
      cost: c.cost ?? '',
      note: c.note ?? '',
    });
    await prisma.$transaction((tx) => contractLibrary.create(tx, centre, input));
  }
}

export const contractLibraryDemo = defineDemo({
  records: {
    order: 150,
    seed: ({ people }) => seedDemoContractLibrary(people.centre, { finance: people.referent, schoolA: people.requesterA, headB: people.managerB }),
  },
});
