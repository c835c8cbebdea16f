// Attachments: stored behind the storage interface, type sniffed from content, soft-deleted.
import { markActor } from './actor.ts';
import type { TTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import { hasPermission } from '../access/context.ts';
import { badRequest, forbidden, MESSAGES, notFound } from '../http/errors.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { inspectUpload } from '../files/upload.ts';
import { newFileKey } from '../files/storage.ts';
import { canWriteOnRecord, isFinal, loadCaseForAction } from './case-access.ts';
import { markForParticipants } from './unread.ts';

export interface TIncomingFile {
  filename: string;
  data: Buffer;
}

export const ATTACHMENT_DELETE_PERMISSION = 'attachments.can_delete_attachments';

/** The download URL of an attachment (authorized like its record). */
export const attachmentUrl = (id: number) => `/api/mellekletek/${id}/letoltes/`;

export async function storeAttachment(tx: TTx, ctx: TAuthedContext, caseId: number, input: { name: string; file: TIncomingFile; commentId?: number }) {
  const inspected = await inspectUpload({ data: input.file.data, filename: input.file.filename, maxBytes: ctx.config.MAX_UPLOAD_MB * 1024 * 1024 });
  if (!inspected.ok) throw badRequest({ document: [inspected.message] });
  const key = newFileKey('attachments');
  await ctx.storage.put(key, input.file.data);
  return tx.attachment.create({
    data: {
      case_id: caseId,
      comment_id: input.commentId ?? null,
      name: input.name.trim() || inspected.safeName,
      file_key: key,
      file_name: inspected.safeName,
      mime_type: inspected.mime,
      size: inspected.size,
      uploaded_by_id: ctx.user.id,
      uploaded_by: ctx.user.name,
    },
    select: { id: true, file_name: true },
  });
}

/** Uploads are writes; after closing only where the module's setting can_upload_after_closed allows. */
export async function canUpload(tx: TTx, user: TCurrentUser, state: string, settingsGroup: string | undefined): Promise<boolean> {
  if (!canWriteOnRecord(user)) return false;
  if (!isFinal(state)) return true;
  if (!settingsGroup) return false;
  const setting = await tx.setting.findUnique({ where: { group_key: { group: settingsGroup, key: 'can_upload_after_closed' } }, select: { value: true } });
  return setting?.value === true;
}

/** `scope` replaces the Case scope for records a module scopes itself (an employee's file). */
export async function addAttachment(
  tx: TTx,
  ctx: TAuthedContext,
  module: string,
  settingsGroup: string | undefined,
  id: number,
  input: { name: string; file: TIncomingFile },
  scope?: Prisma.CaseWhereInput,
) {
  const c = await loadCaseForAction(tx, ctx.user, module, id, scope);
  if (!canWriteOnRecord(ctx.user)) throw forbidden(MESSAGES.readonly);
  if (!(await canUpload(tx, ctx.user, c.state, settingsGroup))) throw badRequest({ document: ['Lezárt rekordhoz nem tölthető fel melléklet.'] });
  const stored = await storeAttachment(tx, ctx, id, input);
  await markForParticipants(tx, id, ctx.user.id, 'attachment');
  await markActor(tx, ctx.user.id);
  await tx.case.update({ where: { id }, data: { last_activity_at: new Date() } });
  return stored;
}

export function attachmentDeletable(ctx: TAuthedContext, a: { uploaded_by_id: number; deleted_at: Date | null }, caseState: string): boolean {
  if (a.deleted_at || ctx.user.is_readonly || isFinal(caseState)) return false;
  return a.uploaded_by_id === ctx.user.id || hasPermission(ctx.user, ATTACHMENT_DELETE_PERMISSION);
}

/** `scope`: as addAttachment's (the Case scope unless the module scopes its records itself). */
export async function deleteAttachment(
  tx: TTx,
  ctx: TAuthedContext,
  module: string,
  id: number,
  attachmentId: number,
  scope?: Prisma.CaseWhereInput,
): Promise<void> {
  const c = await loadCaseForAction(tx, ctx.user, module, id, scope);
  const a = await tx.attachment.findFirst({ where: { id: attachmentId, case_id: c.id }, select: { id: true, uploaded_by_id: true, deleted_at: true } });
  if (!a) throw badRequest({ attachment_id: ['Nincs ilyen melléklet.'] });
  if (a.deleted_at) throw badRequest({ attachment_id: ['A melléklet már törölve van.'] });
  if (!attachmentDeletable(ctx, a, c.state)) throw forbidden('A mellékletet nem törölheti.');
  await tx.attachment.update({ where: { id: a.id }, data: { deleted_at: new Date(), deleted_by: ctx.user.name } });
}

/** A download: the attachment, if its record is in the user's scope and it is not deleted. */
export async function findDownload(tx: TTx, ctx: TAuthedContext, attachmentId: number, caseWhere: object) {
  const a = await tx.attachment.findFirst({
    where: { id: attachmentId, deleted_at: null, case: caseWhere },
    select: { file_key: true, file_name: true, mime_type: true, case: { select: { module: true } }, comment: { select: { private_comment: true } } },
  });
  if (!a || (a.comment?.private_comment && !ctx.user.is_centre)) throw notFound();
  return { ...a, module: a.case.module };
}
