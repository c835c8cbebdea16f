// The fields of a contract library entry (spec 002 §3 "Contract library entry"). Labels are ours;
// total_price, net_price, vat_price and exceeds_five_million_per_year are the server's (money.ts),
// creator is who recorded it. `institutions` is the "institutions list": the other institutions
// the contract concerns (their schools see it too).
import { boolean, date, ids, integer, kept, longText, money, relation, staticKey, text } from '../../../workflow/fields.ts';
import { notBefore } from '@etanker/shared/cross-field-rules.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

/** Decimal(14, 2) for the unit price; at most 10 000 occurrences keep the total within Decimal(16, 2). */
export const PRICE_MAX = 9_999_999_999.99;
export const OCCURRENCES_MAX = 10_000;
const TOTAL = { min: 0, max: 99_999_999_999_999 } as const;

export const CONTRACT_MANIFEST = modelManifest(
  'LibraryContract',
  {
    reference_number: text('Iktatószám', { max: 100, list: true, export: 18, orderBy: true, pdf: true }),
    title: text('Tárgy', { required: true, max: 300, width: 'wide', list: true, export: 40, orderBy: true }),
    type: staticKey('Szerződés típusa', 'contract_types', { required: true, list: true, export: 22, filter: true }),
    institution: relation('Intézmény', 'institution', { required: true, width: 'wide', list: true, export: 30, orderBy: true }),
    institutions: ids('További érintett intézmények', 'institution', { max: 100 }),
    school_can_see: boolean('Az iskola láthatja', { default: true, export: 10 }),
    arrival_date: date('Érkezés dátuma', { export: 12, orderBy: true }),
    partners: ids('Partnerek', 'partner', { max: 50 }),
    contractors_name: text('Szerződő személy neve', { max: 200, list: true, export: 26 }),
    contractors_workplace: text('Szerződő személy munkahelye', { max: 200, export: 26 }),
    handler: relation('Referens', 'user', { export: 22, filter: true, orderBy: true }),
    signing_date: date('Aláírás dátuma', { list: true, export: 12, filter: 'range', orderBy: true }),
    start_date: date('Hatály kezdete', { export: 12, filter: 'range', orderBy: true }),
    end_date: date('Hatály vége', { list: true, export: 12, filter: 'range', orderBy: true }),
    duration: integer('Időtartam', { min: 1, max: 1200, suffix: 'hónap', export: 10 }),
    income_contract: boolean('Bevételi szerződés', { default: false, export: 10, filter: true }),
    occurrence_unit: staticKey('Teljesítés egysége', 'occurrence_units', { export: 12 }),
    number_of_occurrences: integer('Alkalmak száma', { min: 1, max: OCCURRENCES_MAX, default: 1, export: 10 }),
    price: money('Egységár (bruttó)', { min: 0, max: PRICE_MAX, default: 0, export: 16 }),
    currency: staticKey('Pénznem', 'currencies', { default: 1, export: 8 }),
    vat: staticKey('ÁFA', 'vat', { default: 1, export: 8 }),
    total_price: kept(money('Teljes összeg (bruttó)', { ...TOTAL, list: true, export: 18, filter: 'range', orderBy: true })),
    net_price: kept(money('Nettó összeg', { ...TOTAL, export: 18 })),
    vat_price: kept(money('ÁFA összege', { ...TOTAL, export: 16 })),
    exceeds_five_million_per_year: kept(boolean('Évente legalább 5 millió Ft', { default: false, list: true, export: 10 })),
    payment_method: staticKey('Fizetési mód', 'payment_types', { export: 12 }),
    cost: text('Fedezet (költséghely)', { max: 200, export: 20 }),
    pod_id: text('POD azonosító', { max: 50, export: 22 }),
    note: longText('Megjegyzés', { max: 4000 }),
    creator: kept(relation('Rögzítette', 'user', { export: 22, filter: true })),
  },
  { rules: [notBefore('end_date', 'start_date', 'A hatály vége nem lehet korábbi a kezdeténél.')] },
);
