// Demo extra fields of commitments and car bookings: an installation defines its own; the
// commitments' show every rule (section, institution-address default, min date, condition,
// mandatory select), the car bookings' what a school adds to a journey. Every request form type
// has its own (issue 23 item 2), shown for that type only; none is mandatory, so the spec's
// documented body (module, type, affected_institution) is still accepted.
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

const COST_KINDS = [
  { value: 'utazas', label: 'Utazás' },
  { value: 'szallas', label: 'Szállás' },
  { value: 'kepzes', label: 'Képzés' },
  { value: 'egyeb', label: 'Egyéb' },
];
const CARD_REASONS = [
  { value: 'uj', label: 'Új kártya' },
  { value: 'elveszett', label: 'Elveszett kártya' },
  { value: 'serult', label: 'Megrongálódott kártya' },
];

/** Each request form type's own fields, by the type's name in request_form_types. */
const REQUEST_FORM_FIELDS: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  'Munkáltatói igazolás kérése': [
    { codename: 'igazolas_celja', type: 'text', label: 'Az igazolás célja' },
    { codename: 'igazolas_peldanyszam', type: 'number', label: 'Példányszám', suffix: 'db' },
  ],
  'Fizetési előleg igénylése': [
    { codename: 'eloleg_osszeg', type: 'number', label: 'Igényelt összeg', suffix: 'Ft' },
    { codename: 'eloleg_torlesztes', type: 'number', label: 'Visszafizetés', suffix: 'hónap' },
  ],
  'Költségtérítési kérelem': [
    { codename: 'koltseg_osszeg', type: 'number', label: 'Összeg', suffix: 'Ft' },
    { codename: 'koltseg_jellege', type: 'select', label: 'A költség jellege', choices: COST_KINDS },
    { codename: 'koltseg_datuma', type: 'date', label: 'A költség felmerülésének napja' },
    { codename: 'koltseg_indoklas', type: 'long_text', label: 'Indoklás' },
  ],
  'Adatmódosítási kérelem': [
    { codename: 'modositando_adat', type: 'text', label: 'Módosítandó adat' },
    { codename: 'uj_ertek', type: 'text', label: 'Új érték' },
  ],
  'Tanulói jogviszony-igazolás': [
    { codename: 'tanulo_neve', type: 'text', label: 'A tanuló neve' },
    { codename: 'tanulo_osztalya', type: 'text', label: 'Osztály' },
  ],
  'Továbbképzési kérelem': [
    { codename: 'kepzes_neve', type: 'text', label: 'A képzés megnevezése' },
    { codename: 'kepzes_koltsege', type: 'number', label: 'A képzés költsége', suffix: 'Ft' },
    { codename: 'kepzes_kezdete', type: 'date', label: 'A képzés kezdete' },
  ],
  Eszközigénylés: [
    { codename: 'eszkoz_neve', type: 'text', label: 'Eszköz megnevezése' },
    { codename: 'eszkoz_mennyiseg', type: 'number', label: 'Mennyiség', suffix: 'db' },
  ],
  Kulcsigénylés: [
    { codename: 'kulcs_helyiseg', type: 'text', label: 'Helyiség' },
    { codename: 'kulcs_hatarido', type: 'date', label: 'Visszaadás napja' },
  ],
  'Belépőkártya igénylése': [
    { codename: 'kartya_tulajdonos', type: 'text', label: 'A kártyatulajdonos neve' },
    { codename: 'kartya_oka', type: 'select', label: 'Az igénylés oka', choices: CARD_REASONS },
  ],
  'Iktatási kérelem': [
    { codename: 'irat_targya', type: 'text', label: 'Az irat tárgya' },
    { codename: 'irat_partner', type: 'text', label: 'Feladó vagy címzett' },
  ],
  'Egyéb kérelem': [{ codename: 'kerelem_targya', type: 'text', label: 'A kérelem tárgya' }],
};

/** The request form types' fields, each shown only for its type (an 'only' condition on `type`). */
async function seedRequestFormFields(prisma: TPrisma): Promise<void> {
  const types = await prisma.staticItem.findMany({ where: { list: 'request_form_types' }, select: { key: true, name: true } });
  const keyOf = new Map(types.map((t) => [t.name, t.key]));
  const data = Object.entries(REQUEST_FORM_FIELDS).flatMap(([name, fields]) => {
    const key = keyOf.get(name);
    if (key === undefined) return [];
    return fields.map((f) => ({ ...f, conditions: [{ field: 'type', value: key, effect: 'only' }] }));
  });
  await prisma.extraFieldDefinition.createMany({
    data: data.map((f, position) => ({ module: 'request_forms', position, ...f })) as never,
    skipDuplicates: true,
  });
}

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
  await seedRequestFormFields(prisma);
}
