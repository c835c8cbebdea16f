// Comments (spec 000 §3, §4, §6): flags with their rules, centre-only flags, attachments,
// deletion by the author of the newest comment only.
import { markActor } from './actor.ts';
import type { TTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import { badRequest, forbidden, MESSAGES } from '../http/errors.ts';
import { canWriteOnRecord, loadCaseForAction } from './case-access.ts';
import { storeAttachment, type TIncomingFile } from './attachments.ts';
import { markForParticipants } from './unread.ts';

export interface TCommentInput {
  content: string;
  private_comment: boolean;
  school_should_reply: boolean;
  waiting_for_attachment: boolean;
  important: boolean;
}

/** `scope` replaces the Case scope for records a module scopes itself (a plain row's file case). */
export async function addComment(
  tx: TTx,
  ctx: TAuthedContext,
  module: string,
  id: number,
  input: TCommentInput,
  files: { name: string; file: TIncomingFile }[] = [],
  scope?: Prisma.CaseWhereInput,
) {
  await loadCaseForAction(tx, ctx.user, module, id, scope);
  if (!canWriteOnRecord(ctx.user)) throw forbidden(MESSAGES.readonly);
  if (!ctx.user.is_centre && (input.private_comment || input.school_should_reply || input.waiting_for_attachment)) {
    throw badRequest({ non_field_errors: ['Ezeket a jelöléseket csak a központ munkatársai állíthatják be.'] });
  }
  if (input.private_comment && (input.school_should_reply || input.waiting_for_attachment)) {
    throw badRequest({ private_comment: ['Belső megjegyzés nem kérhet választ vagy mellékletet.'] });
  }
  const comment = await tx.comment.create({
    data: { case_id: id, author_id: ctx.user.id, author_name: ctx.user.name, ...input, content: input.content.trim() },
    select: { id: true },
  });
  for (const f of files) await storeAttachment(tx, ctx, id, { ...f, commentId: comment.id });
  if (!input.private_comment) await markForParticipants(tx, id, ctx.user.id, 'comment');
  await markActor(tx, ctx.user.id);
  await tx.case.update({ where: { id }, data: { last_activity_at: new Date() } });
  return comment;
}

/** `scope`: as addComment's. */
export async function deleteComment(tx: TTx, ctx: TAuthedContext, module: string, id: number, commentId: number, scope?: Prisma.CaseWhereInput): Promise<void> {
  await loadCaseForAction(tx, ctx.user, module, id, scope);
  const newest = await tx.comment.findFirst({ where: { case_id: id, is_deleted: false }, orderBy: { id: 'desc' }, select: { id: true, author_id: true } });
  const target = await tx.comment.findFirst({ where: { id: commentId, case_id: id }, select: { id: true, author_id: true, is_deleted: true } });
  if (!target || target.is_deleted) throw badRequest({ comment_id: ['Nincs ilyen megjegyzés.'] });
  if (target.author_id !== ctx.user.id) throw forbidden('Csak a saját megjegyzését törölheti.');
  if (newest?.id !== target.id) throw forbidden('Csak a legutolsó megjegyzés törölhető.');
  await tx.comment.update({ where: { id: target.id }, data: { is_deleted: true } });
}
