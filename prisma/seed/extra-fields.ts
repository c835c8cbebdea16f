// Demo extra fields of commitments and car bookings: an installation defines its own; the
// commitments' show every rule (section, institution-address default, min date, condition,
// mandatory select), the car bookings' what a school adds to a journey.
import type { TPrisma } from '../../server/src/db/client.ts';

const INSTITUTION_ADDRESS = '__institution_address__';

const COMMITMENT_FIELDS = [
  {
    codename: 'beszerzes_jellege',
    type: 'select',
    label: 'Beszerzés jellege',
    choices: [
      { value: 'eszkoz', label: 'Eszköz' },
      { value: 'anyag', label: 'Anyag' },
      { value: 'szolgaltatas', label: 'Szolgáltatás' },
    ],
  },
  { codename: 'szallitas', type: 'section', label: 'Szállítási adatok' },
  { codename: 'szallitasi_cim', type: 'text', label: 'Szállítási cím', section: 'szallitas', default: INSTITUTION_ADDRESS },
  { codename: 'szallitasi_hatarido', type: 'date', label: 'Kért szállítási határidő', section: 'szallitas', min_date_delta: 1 },
  { codename: 'surgos', type: 'boolean', label: 'Sürgős beszerzés' },
  {
    codename: 'surgossegi_indoklas',
    type: 'long_text',
    label: 'A sürgősség indoklása',
    mandatory: true,
    conditions: [{ extra_field: 'surgos', value: false, effect: 'hidden' }],
  },
  { codename: 'becsult_elettartam', type: 'number', label: 'Becsült élettartam', suffix: 'év' },
];

const CAR_BOOKING_FIELDS = [
  { codename: 'kisero_pedagogus', type: 'text', label: 'Kísérő pedagógus' },
  { codename: 'tanulok_szama', type: 'number', label: 'Szállított tanulók száma', suffix: 'fő' },
];

/** A fault report's own questions (the extra_{id} filter of the list finds the dangerous ones). */
const ERROR_REPORT_FIELDS = [
  { codename: 'balesetveszely', type: 'boolean', label: 'Balesetveszélyes' },
  { codename: 'helyiseg', type: 'text', label: 'Érintett helyiség' },
];

export async function seedDemoExtraFields(prisma: TPrisma): Promise<void> {
  await prisma.extraFieldDefinition.createMany({
    data: [
      ...COMMITMENT_FIELDS.map((f, position) => ({ module: 'commitments', position, ...f })),
      ...CAR_BOOKING_FIELDS.map((f, position) => ({ module: 'car_bookings', position, ...f })),
    ] as never,
    skipDuplicates: true,
  });
  await prisma.extraFieldDefinition.createMany({
    data: ERROR_REPORT_FIELDS.map((f, position) => ({ module: 'error_reports', position, ...f })) as never,
    skipDuplicates: true,
  });
}
