// Generated documents: a module's TSX templates rendered to PDF by Chromium. A preview is
// rendered fresh; generate_document stores the current version under its document_type.
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TAnyWorkflowModule } from './define.ts';
import { hasPermission } from '../access/context.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { renderDocumentHtml } from '../pdf/document.tsx';
import { newFileKey } from '../files/storage.ts';
import { loadCaseForAction } from './case-access.ts';
import { inTransaction } from './transaction.ts';
import { personalViews } from './personal-view.ts';

export const DOCUMENTS_PERMISSION = 'documents.can_generate_documents';

function documentDef(def: TAnyWorkflowModule, documentType: string) {
  // Own keys only: 'constructor' or 'toString' would find Object.prototype's members.
  const doc = Object.hasOwn(def.documents, documentType) ? def.documents[documentType] : undefined;
  if (!doc) throw badRequest({ document_type: ['Ismeretlen dokumentumtípus.'] });
  return doc;
}

export async function renderPreview(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, id: number, documentType: string): Promise<Buffer> {
  await loadCaseForAction(tx, ctx.user, def.caseModule, id);
  const { view } = await personalViews(tx, ctx.user, def, [id]);
  const element = await documentDef(def, documentType).render(ctx, id, view(id));
  return ctx.pdf.render(renderDocumentHtml(element));
}

/** Renders outside any transaction (Chromium takes a few hundred ms), then stores in a short one. */
export async function generateDocument(ctx: TAuthedContext, def: TAnyWorkflowModule, id: number, documentType: string) {
  if (!hasPermission(ctx.user, DOCUMENTS_PERMISSION) || ctx.user.is_readonly) throw forbidden();
  const pdf = await renderPreview(ctx.prisma, ctx, def, id, documentType);
  return inTransaction(ctx, (tx, c) => storeDocument(tx, c, id, documentType, pdf));
}

async function storeDocument(tx: TTx, ctx: TAuthedContext, id: number, documentType: string, pdf: Buffer) {
  const key = newFileKey('documents');
  await ctx.storage.put(key, pdf);
  return tx.generatedDocument.upsert({
    where: { case_id_document_type: { case_id: id, document_type: documentType } },
    create: { case_id: id, document_type: documentType, file_key: key },
    update: { file_key: key, generated_at: new Date() },
    select: { document_type: true, generated_at: true },
  });
}
