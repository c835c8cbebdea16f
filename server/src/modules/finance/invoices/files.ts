// The invoice's file and its parts' documents: attachments of the invoice's record (so they are
// stored, type-checked, downloaded and authorized as every attachment, DESIGN.md "Invoices"),
// named by the invoice's column or the part's. A replaced or deleted one is deleted softly, so
// the record keeps who changed it and when.
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { hasPermission } from '../../../access/context.ts';
import { attachmentUrl, storeAttachment } from '../../../workflow/attachments.ts';
import type { TCaseForAction } from '../../../workflow/case-access.ts';
import type { TActionRefusal, TUploadedFile } from '../../../workflow/define.ts';
import { fieldError } from '../../../http/errors.ts';
import { markActor } from '../../../workflow/actor.ts';

export const REGISTER_PERMISSION = 'invoices.can_register_invoices';
export const INVOICE_DOCUMENT_NAME = 'Számla';
const NO_PART = 'Nincs ilyen megosztási tétel.';
const NO_DOCUMENT = 'A tételnek nincs dokumentuma.';
const OVER = 'Sztornózott vagy megszűnt számla fájljai nem módosíthatók.';

/** File changes are the centre finance's (who registers invoices), on a record still in force. */
export function fileChangeRefusal(ctx: TAuthedContext, c: Pick<TCaseForAction, 'state'>): TActionRefusal | null {
  if (!hasPermission(ctx.user, REGISTER_PERMISSION)) return { forbidden: true };
  if (c.state === 'rolled_back' || c.state === 'cancelled') return { message: OVER };
  return null;
}

/** An attachment as the invoice and its parts answer it: {id, name, url}; a deleted one is none. */
export const documentRef = (a: { id: number; file_name: string; deleted_at: Date | null } | null) =>
  a && !a.deleted_at ? { id: a.id, name: a.file_name, url: attachmentUrl(a.id) } : null;

async function softDelete(tx: TTx, ctx: TAuthedContext, attachmentId: number | null) {
  if (attachmentId === null) return;
  await tx.attachment.updateMany({ where: { id: attachmentId, deleted_at: null }, data: { deleted_at: new Date(), deleted_by: ctx.user.name } });
}

/** Stores the invoice's file (create, update, dokumentum-csere/); the one it replaces is deleted softly. */
export async function storeInvoiceDocument(tx: TTx, ctx: TAuthedContext, id: number, file: TUploadedFile): Promise<void> {
  await markActor(tx, ctx.user.id);
  const before = await tx.invoice.findUniqueOrThrow({ where: { id }, select: { document_id: true } });
  const stored = await storeAttachment(tx, ctx, id, { name: INVOICE_DOCUMENT_NAME, file });
  await tx.invoice.update({ where: { id }, data: { document_id: stored.id }, select: { id: true } });
  await softDelete(tx, ctx, before.document_id);
}

async function partOf(tx: TTx, invoiceId: number, partId: number, field: string) {
  const part = await tx.invoicePart.findFirst({
    where: { id: partId, invoice_id: invoiceId },
    select: { id: true, document_id: true, institution: { select: { name: true } } },
  });
  if (!part) throw fieldError(field, NO_PART);
  return part;
}

/** melleklet_feltoltese/: a part's document (replacing its former one). */
export async function storePartDocument(tx: TTx, ctx: TAuthedContext, id: number, partId: number, file: TUploadedFile): Promise<void> {
  await markActor(tx, ctx.user.id);
  const part = await partOf(tx, id, partId, 'part_id');
  const stored = await storeAttachment(tx, ctx, id, { name: `Megosztás: ${part.institution.name}`, file });
  await tx.invoicePart.update({ where: { id: part.id }, data: { document_id: stored.id }, select: { id: true } });
  await softDelete(tx, ctx, part.document_id);
}

/** melleklet-torlese/ with a part's `id`: its document is deleted (softly). */
export async function deletePartDocument(tx: TTx, ctx: TAuthedContext, id: number, partId: number): Promise<void> {
  await markActor(tx, ctx.user.id);
  const part = await partOf(tx, id, partId, 'id');
  if (part.document_id === null) throw fieldError('id', NO_DOCUMENT);
  await tx.invoicePart.update({ where: { id: part.id }, data: { document_id: null }, select: { id: true } });
  await softDelete(tx, ctx, part.document_id);
}
