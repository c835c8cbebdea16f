// The fields of a room booking (spec 001 §3 Room booking; MODULES.md §3.43). Dates are
// 'YYYY-MM-DD'; occasions are the kit's (workflow/occasions.ts). The school and the reference
// number are the Case's; type and total_price are the server's (rules.ts), written on each save.
import { z } from 'zod';
import { choice, date, email, ids, integer, kept, lines, longText, money, relation, staticKey, staticKeys, text } from '../../../workflow/fields.ts';
import {
  addressGroup,
  MAILING_REQUIRED,
  checkedBankAccountField,
  companyNumberField,
  companyTaxNumberField,
  kshCodeField,
  kshTaxNumberRule,
  phoneField,
} from '../../../workflow/field-groups.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { OCCASION_FIELDS, OCCASION_RULES, OCCASION_TYPES } from '../../../workflow/occasions.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { notBefore } from '@etanker/shared/cross-field-rules.ts';

export const PERIOD_ORDER_MESSAGE = 'A teremberlés vége nem lehet korábbi a kezdeténél.';
const PRICE = { required: true, min: 0, max: 999_999_999, default: 0, suffix: 'Ft', export: 14, pdf: true } as const;

export const ROOM_BOOKING_MANIFEST = modelManifest(
  'RoomBooking',
  {
    name: text('Bérlő neve', { required: true, max: 300, width: 'wide', list: true, export: 36, orderBy: true, pdf: true }),
    short_company_name: text('Rövid név', { max: 100, export: 20 }),
    // Rooms of the booking's school, picked from termek/mind/ (checked in scope by the clash check).
    rooms: ids('Termek', 'room', { max: 20 }),
    goal: text('A bérlés célja', { max: 500, width: 'wide', export: 30, pdf: true }),
    start_date: date('Kezdő dátum', { required: true, list: true, export: 14, orderBy: true, pdf: true }),
    end_date: date('Záró dátum', { required: true, list: true, export: 14, orderBy: true, pdf: true }),
    time_period: text('Időszak megnevezése', { max: 200, export: 20, pdf: true }),
    occasions: lines('Alkalmak', OCCASION_FIELDS, { max: 200, order: 'id', rules: OCCASION_RULES }),
    type: kept(choice('Típus', { choices: OCCASION_TYPES, default: 'one_time', list: true, export: 16, filter: true })),
    price_workday: integer('Díj munkanapon', PRICE),
    price_weekend: integer('Díj hétvégén, ünnepnapon', PRICE),
    price_unit: staticKey('Díj egysége', 'price_units', { export: 12, pdf: true }),
    total_price: kept(money('Teljes bérleti díj', { min: 0, max: 999_999_999_999_999, list: true, export: 16, orderBy: true, pdf: true })),
    payment_type: staticKey('Fizetési mód', 'room_booking_payment_types', { export: 14, pdf: true }),
    address: addressGroup('Cím', {}, 'Érvényes', { prefix: 'address_', pdf: true }),
    seat_address: addressGroup('Székhely', {}, 'Érvényes', { prefix: 'seat_', pdf: true }),
    mailing_address: addressGroup('Levelezési cím', MAILING_REQUIRED, 'Érvényes', { prefix: 'mailing_', pdf: true }),
    registration_number: text('Nyilvántartási szám', { max: 50, export: 16, pdf: true }),
    company_registration_number: companyNumberField({ export: 16, pdf: true }),
    tax_number: companyTaxNumberField({ export: 16, pdf: true }),
    score_number: kshCodeField({ export: 22, pdf: true }),
    bank_account_number: checkedBankAccountField({ export: 28, pdf: true }),
    representative: text('Képviselő', { max: 200, export: 24, pdf: true }),
    representative_position: text('Képviselő beosztása', { max: 200, export: 20, pdf: true }),
    // A private person renting: the identifiers a contract with a person names.
    mothers_name: text('Anyja neve', { max: 200 }),
    birth_date: date('Születési dátum'),
    birth_place: text('Születési hely', { max: 100 }),
    contact_name: text('Kapcsolattartó neve', { max: 200, export: 24, pdf: true }),
    contact_role: text('Kapcsolattartó szerepe', { max: 200 }),
    contact_email: email('Kapcsolattartó e-mail címe', { max: 254, export: 24, pdf: true }),
    contact_phone: phoneField({ export: 16, pdf: true }),
    contact_personal_id: text('Kapcsolattartó személyi igazolványának száma', { max: 20 }),
    required_attachment_types: staticKeys('Kötelező mellékletek', 'room_booking_attachment_types', { max: 20 }),
    source_contract: relation('Előzmény szerződés', 'library_contract'),
    service_scope: longText('Szolgáltatások köre', { max: 2000, pdf: true }),
    flowmeter: text('Mérőóra-állás', { max: 200 }),
    other_conditions: longText('Egyéb feltételek', { max: 5000, pdf: true }),
    note: longText('Megjegyzés', { max: 5000 }),
    modification_note: longText('Módosítás indoka', { max: 2000 }),
  },
  {
    rules: [notBefore('end_date', 'start_date', PERIOD_ORDER_MESSAGE), kshTaxNumberRule('score_number', 'tax_number')],
  },
);

/** The input: the manifest's fields, the school (default: the requester's own) and the extra fields' answers. */
export const ZRoomBookingInput = ROOM_BOOKING_MANIFEST.input.extend({ institution: ZRowId.optional(), extra_field_answers: ZExtraFieldAnswers });
export type TRoomBookingInput = z.output<typeof ZRoomBookingInput>;
