// An invoice input checked (the parts' money rule, references) and written with its parts; the
// Case fields it decides (its school, the parts' schools as readers, hidden from schools); the
// copy. Run inside the caller's transaction.
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TWorkflowCaseFields } from '../../../workflow/define.ts';
import { badRequest, fieldError } from '../../../http/errors.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { INVOICE_MANIFEST as MANIFEST, type TInvoiceInput } from './manifest.ts';
import { partErrors } from './rules.ts';
import { createData, updateData } from '../../../workflow/manifest-model.ts';

const NO_INSTITUTION = 'Nem létező intézmény.';

/** The Case's fields: the school (given, else the first part's, else the registrar's own), the
 * parts' schools that read it too, and whether schools see it at all. */
export function invoiceCaseFields(ctx: TAuthedContext, input: TInvoiceInput): TWorkflowCaseFields {
  const institution = input.institution ?? input.parts[0]?.institution ?? ctx.user.institution_id;
  if (!institution) throw fieldError('institution', 'Ez a mező nem lehet üres');
  return {
    institution_id: institution,
    reader_institution_ids: [...new Set(input.parts.map((p) => p.institution))].filter((i) => i !== institution),
    hidden_from_schools: !input.schools_can_see,
  };
}

/** The invoice's own columns of an input (the school is the Case's, the parts their table's). */
const recordOf = ({ institution: _i, parts: _p, ...rest }: TInvoiceInput) => rest;

/** Checks the input (400 with field messages) and writes the invoice and its parts. */
export async function writeInvoice(tx: TTx, id: number, input: TInvoiceInput, create: boolean): Promise<void> {
  const errors = partErrors(input.amount, input.parts);
  if (Object.keys(errors).length) throw badRequest(errors);
  const institutions = [...new Set(input.parts.map((p) => p.institution))];
  const known = await tx.institution.count({ where: { id: { in: institutions } } });
  if (known !== institutions.length) throw fieldError('parts', NO_INSTITUTION);
  // recordOf drops what this table does not store (kept on the Case or in child rows); toData's parameter is typed as the whole input.
  const data = MANIFEST.toData(recordOf(input) as never);
  if (create) await tx.invoice.create({ data: createData('Invoice', { id, ...data }), select: { id: true } });
  else await tx.invoice.update({ where: { id }, data: updateData('Invoice', data), select: { id: true } });
  const parts = input.parts.map((p) => ({ ...(p.id === undefined ? {} : { id: p.id }), institution_id: p.institution, amount: String(p.amount) }));
  await writeLines(tx.invoicePart, { field: 'parts', parentColumn: 'invoice_id', parentId: id, lines: parts, create });
}

/** A copy of an invoice: its fields and parts, without its file and the parts' documents (attachments stay with the original). */
export async function copyInvoice(tx: TTx, sourceId: number, newId: number): Promise<void> {
  const {
    id: _id,
    document_id: _d,
    parts,
    ...invoice
  } = await tx.invoice.findUniqueOrThrow({
    where: { id: sourceId },
    include: { parts: { orderBy: { id: 'asc' }, select: { institution_id: true, amount: true } } },
  });
  // The copy is a new invoice to process: its payment trail (processed, transfer, SAP document) starts empty.
  await tx.invoice.create({ data: { ...invoice, id: newId, processed: false, transfer_date: null, sap_number: '' }, select: { id: true } });
  if (parts.length) await tx.invoicePart.createMany({ data: parts.map((p) => ({ ...p, invoice_id: newId })) });
}
