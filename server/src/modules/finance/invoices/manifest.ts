// The fields of an invoice (spec 001 §3 Invoice; MODULES.md §3.9). Money is Decimal(14, 2) in the
// table; the parts split the amount over institutions (rules.ts). The invoice's file and the
// parts' documents are attachments of the record (files.ts), the school is the Case's.
import { z } from 'zod';
import { boolean, date, lines, longText, money, relation, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { notBefore } from '@etanker/shared/cross-field-rules.ts';

/** The column's largest amount: Decimal(14, 2). */
export const AMOUNT_MAX = 999_999_999_999.99;
export const DUE_ORDER_MESSAGE = 'A fizetési határidő nem lehet korábbi a számla keltezésénél.';
/** payment_types key 1 is bank_transfer (Átutalás), the spec's default. */
export const BANK_TRANSFER = 1;

const PART_FIELDS = {
  institution: relation('Intézmény', 'institution', { required: true }),
  amount: money('Összeg', { required: true, min: 0.01, max: AMOUNT_MAX, suffix: 'Ft' }),
};

export const INVOICE_MANIFEST = modelManifest(
  'Invoice',
  {
    invoice_number: text('Számlaszám', { required: true, max: 100, list: true, export: 20, orderBy: true, pdf: true }),
    partner: relation('Partner (kibocsátó)', 'partner', { list: true, export: 32, pdf: true }),
    description: longText('Leírás', { max: 4000, width: 'wide', export: 40, pdf: true }),
    date: date('Számla kelte', { export: 14, orderBy: true, pdf: true }),
    due_date: date('Fizetési határidő', { list: true, export: 14, orderBy: true, pdf: true }),
    amount: money('Összeg', { required: true, min: 0.01, max: AMOUNT_MAX, suffix: 'Ft', list: true, export: 16, orderBy: true, pdf: true }),
    payment_method: staticKey('Fizetési mód', 'payment_types', { default: BANK_TRANSFER, export: 14, pdf: true, filter: true }),
    commitment: relation('Kötelezettségvállalás', 'commitment', { export: 30, pdf: true }),
    contract: relation('Szerződés (szerződéstár)', 'library_contract', { export: 30, pdf: true }),
    tender: relation('Pályázat', 'tender', { export: 30, pdf: true, filter: true }),
    internal_registration_number: text('Belső iktatószám', { max: 100, export: 18, pdf: true }),
    period: text('Időszak', { max: 100, export: 14, pdf: true }),
    sap_number: text('SAP bizonylatszám', { max: 100, export: 16, pdf: true }),
    transfer_date: date('Átutalás dátuma', { export: 14, orderBy: true, pdf: true }),
    payment_request: boolean('Fizetési kérelem', { default: false, export: 10, pdf: true }),
    approved: boolean('Teljesítésigazolás megvan', { default: false, export: 10, pdf: true }),
    processed: boolean('Feldolgozva', { default: false, list: true, export: 10, pdf: true, filter: true }),
    schools_can_see: boolean('Az iskolák láthatják', { default: true, export: 10 }),
    parts: lines('Megosztás intézmények között', PART_FIELDS, { max: 100, order: 'id' }),
  },
  { rules: [notBefore('due_date', 'date', DUE_ORDER_MESSAGE)] },
);

/** The input: the manifest's fields and the Case's school (default: the first part's, else the registrar's own). */
export const ZInvoiceInput = INVOICE_MANIFEST.input.extend({ institution: ZRowId.optional() });
export type TInvoiceInput = z.output<typeof ZInvoiceInput>;
