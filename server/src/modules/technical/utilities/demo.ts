// Demo utility meters of the first two schools: a year of monthly readings on the main meters,
// a solar (bidirectional) meter, and a closed one. Meters that exist (by school and name) are
// left as they are, readings included.
import type { TPrisma } from '../../../db/client.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { defineDemo } from '../../../../../prisma/seed/demo/kit.ts';

interface TMeterSeed {
  unit_code: string;
  reader: string;
  name: string;
  utility_type: number;
  provider: string;
  pod: string;
  reference_number: string;
  address_1: string;
  zip_code: string;
  meter_type?: 'main' | 'sub';
  is_bidirectional_meter?: boolean;
  /** the reading of the first month, then what each month adds */
  start: number;
  monthly: readonly number[];
  closed?: boolean;
  note?: string;
}

// Heating season (October–April) uses more; the solar meter feeds in over the summer.
const ELECTRICITY = [9800, 9400, 8700, 7200, 6100, 3900, 2800, 4100, 6900, 8200, 9300, 10_100];
const GAS = [4200, 3900, 3100, 1800, 600, 250, 200, 300, 1400, 2900, 3800, 4400];
const SOLAR = [120, 260, 420, -350, -820, -1100, -1240, -980, -410, 180, 340, 410];

const METERS: readonly TMeterSeed[] = [
  {
    unit_code: '001',
    reader: 'igenylo.a@etanker.local',
    name: 'Főépület villamos fogyasztásmérő',
    utility_type: 1,
    provider: 'E.ON Energiakereskedelmi Kft.',
    pod: 'HU000120F11-S00000000000001234',
    reference_number: '4300128845',
    address_1: 'Szent Anna utca 8.',
    zip_code: '4026',
    start: 412_350,
    monthly: ELECTRICITY,
  },
  {
    unit_code: '001',
    reader: 'igenylo.a@etanker.local',
    name: 'Napelemes ad-vesz mérő (tornaterem)',
    utility_type: 1,
    provider: 'E.ON Energiakereskedelmi Kft.',
    pod: 'HU000120F11-S00000000000005678',
    reference_number: '4300128846',
    address_1: 'Szent Anna utca 8.',
    zip_code: '4026',
    meter_type: 'sub',
    is_bidirectional_meter: true,
    start: 18_400,
    monthly: SOLAR,
    note: 'A tornaterem tetején lévő 20 kW-os napelemes rendszer mérője.',
  },
  {
    unit_code: '001',
    reader: 'igenylo.a@etanker.local',
    name: 'Régi vízmérő (kollégium)',
    utility_type: 3,
    provider: 'Debreceni Vízmű Zrt.',
    pod: 'DV-0043521',
    reference_number: '100245871',
    address_1: 'Szent Anna utca 10.',
    zip_code: '4026',
    start: 8_120,
    monthly: [310, 295, 280, 240],
    closed: true,
    note: 'Cserélve új, távleolvasós mérőre.',
  },
  {
    unit_code: '002',
    reader: 'igenylo.b@etanker.local',
    name: 'Kazánház gázmérő',
    utility_type: 2,
    provider: 'MVM Next Energiakereskedelmi Zrt.',
    pod: '39N040000012345X',
    reference_number: '2000458812',
    address_1: 'Budai Ézsaiás utca 2.',
    zip_code: '4031',
    start: 96_300,
    monthly: GAS,
  },
];

/** The first day of the month `back` months before the current one, as a UTC date. */
function monthStart(back: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

export async function seedDemoUtilities(prisma: TPrisma, institutionIds: Map<string, number>): Promise<void> {
  for (const seed of METERS) {
    const institution_id = institutionIds.get(seed.unit_code)!;
    if (await prisma.utilityMeter.findFirst({ where: { institution_id, name: seed.name }, select: { id: true } })) continue;
    const reader = await prisma.user.findUniqueOrThrow({ where: { email: seed.reader }, select: { id: true } });
    // The readings end with the current month's first day (a closed meter's months ago).
    const last = seed.closed ? 6 : 0;
    let value = seed.start;
    const reports = [seed.start, ...seed.monthly].map((step, at) => {
      if (at > 0) value += step;
      return { date: monthStart(last + seed.monthly.length - at), value, recorded_by_id: reader.id, note: at === 0 ? 'Nyitó mérőállás' : '' };
    });
    const readDate = reports.at(-1)!.date;
    await prisma.utilityMeter.create({
      data: {
        institution_id,
        name: seed.name,
        utility_type: seed.utility_type,
        provider: seed.provider,
        pod: seed.pod,
        reference_number: seed.reference_number,
        zip_code: seed.zip_code,
        city: 'Debrecen',
        address_1: seed.address_1,
        country: 'Magyarország',
        note: seed.note ?? '',
        meter_type: seed.meter_type ?? 'main',
        is_bidirectional_meter: seed.is_bidirectional_meter ?? false,
        read_date: readDate,
        status: seed.closed ? 'closed' : 'active',
        closed_at: seed.closed ? readDate : null,
        search_text: normalizeSearch(`${seed.name} ${seed.pod} ${seed.provider} ${seed.reference_number} Debrecen ${seed.address_1}`),
        reports: { create: reports },
      },
      select: { id: true },
    });
  }
}

export const utilitiesDemo = defineDemo({ data: seedDemoUtilities });
