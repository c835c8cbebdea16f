// The fields of a commitment and its product lines (spec 001 §3 Commitment, CommitmentProduct).
import { z } from 'zod';
import { boolean, computed, decimal, ids, kept, lines, longText, money, relation, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { CASE_INSTITUTION_INPUT } from '../../../workflow/case-fields.ts';

// The maxima are the columns' (prisma/schema/finance.prisma): money Decimal(14, 2), quantity Decimal(12, 3).
const MONEY_MAX = 999_999_999_999.99;
const amount = { min: 0, max: MONEY_MAX };
const TOTAL_MESSAGE = 'Az összeg legfeljebb 999 999 999 999,99 lehet.';
const lineTotal = (p: { gross_price: number; quantity: number }) => p.gross_price * p.quantity;

const PRODUCT_FIELDS = {
  name: text('Megnevezés', { required: true, max: 300 }),
  quantity: decimal('Mennyiség', { required: true, min: 0.001, max: 999_999_999.999, decimals: 3, default: 1 }),
  unit: text('Egység', { max: 30, default: 'db' }),
  gross_price: money('Bruttó egységár', { ...amount, required: true }),
  vat: staticKey('ÁFA', 'vat', { required: true, default: 1 }),
  currency: staticKey('Pénznem', 'currencies', { required: true, default: 1 }),
  net_price: kept(money('Nettó', amount)),
  total_price: kept(money('Bruttó', amount)),
};

// `form: false`: the API's fields the form does not ask (the server derives net and VAT; the
// contract, order and registration numbers, implementer and users involved come from elsewhere).
export const COMMITMENT_MANIFEST = modelManifest('Commitment', {
  subject: text('Tárgy', { required: true, max: 300, width: 'wide', list: true, export: 40, orderBy: true }),
  // The partner's name, else the implementer's as typed.
  partner: computed('Partner', (r) => (r.implementer_partner as { name: string } | null)?.name ?? r.implementer, {
    export: 30,
    reads: ['implementer', 'implementer_partner'],
  }),
  description: longText('Leírás', { max: 10_000 }),
  affected_building: text('Érintett épület', { max: 200 }),
  contract: text('Szerződés', { max: 200, form: false }),
  order: text('Megrendelés', { max: 200, form: false }),
  registration_number: text('Nyilvántartási szám', { max: 100, form: false }),
  implementer_partner: relation('Partner', 'partner'),
  implementer: text('Kivitelező', { max: 300, form: false }),
  partner_unknown: boolean('A partner még nem ismert', { default: false }),
  payment_type: staticKey('Fizetési mód', 'payment_types', { list: true, export: 18, filter: true }),
  financial_entry: staticKey('Rovat', 'financial_entries', { list: true, export: 30 }),
  tender: relation('Pályázat', 'tender', { filter: true }),
  financial_budget: relation('Pénzügyi keret', 'financial_budget'),
  currency: staticKey('Pénznem', 'currencies', { required: true, default: 1, width: 'narrow', list: true }),
  vat: staticKey('ÁFA', 'vat', { required: true, default: 1, width: 'narrow' }),
  transport_cost: money('Szállítási költség', { ...amount, default: 0 }),
  public_procurement_cost: money('Közbeszerzési költség', { ...amount, default: 0 }),
  // The line's total (gross unit price × quantity) is stored in a money column too.
  products: lines('Termékek', PRODUCT_FIELDS, {
    max: 500,
    order: 'position',
    rules: [{ path: 'gross_price', message: TOTAL_MESSAGE, holds: (p) => lineTotal(p) <= MONEY_MAX }],
  }),
  // With products, cost is their gross total; net and VAT follow the VAT key when not given (rules.ts).
  cost: money('Összeg', { ...amount, required: true, default: 0, list: true, export: true, orderBy: true, filter: 'range' }),
  net_cost: money('Nettó összeg', { ...amount, form: false }),
  vat_cost: money('ÁFA összeg', { ...amount, form: false }),
  approved_cost: kept(money('Jóváhagyott összeg', { ...amount, list: true, export: 18, orderBy: true })),
  users_involved: ids('Érintett felhasználók', 'user', { max: 50, form: false }),
});

/** The input: the manifest's fields and the Case's own (institution, reference number, extra fields). */
export const ZCommitmentInput = COMMITMENT_MANIFEST.input
  .extend({
    ...CASE_INSTITUTION_INPUT,
    reference_number: z.string().max(100).optional(),
    extra_field_answers: ZExtraFieldAnswers,
  })
  // With products, cost is their sum (rules.ts), stored in a money column.
  .refine((c) => c.products.reduce((sum, p) => sum + lineTotal(p), 0) <= MONEY_MAX, { path: ['products'], message: TOTAL_MESSAGE });
export type TCommitmentInput = z.output<typeof ZCommitmentInput>;
export type TProductInput = TCommitmentInput['products'][number];
export const ZProduct = COMMITMENT_MANIFEST.fields.products.schema.unwrap().element;
