// A record's comments and attachments as its details answer them (spec 000 §3, §4): workflow
// records and the file cases of plain rows read and show them the same way.
import type { Prisma } from '../generated/prisma/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import { canWriteOnRecord } from './case-access.ts';
import { attachmentDeletable, attachmentUrl } from './attachments.ts';

/** The Case's comments the caller may read (centre-only comments are the centre's). */
export const commentsSelect = (ctx: TAuthedContext) =>
  ({
    where: ctx.user.is_centre ? {} : { private_comment: false },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      content: true,
      private_comment: true,
      school_should_reply: true,
      waiting_for_attachment: true,
      important: true,
      author_name: true,
      author_id: true,
      is_deleted: true,
      created_at: true,
      attachments: { where: { deleted_at: null }, select: { id: true, name: true } },
    },
  }) as const satisfies Prisma.Case$commentsArgs;

/** The record's own attachments (a comment's are shown with it). */
export const ATTACHMENTS_SELECT = {
  where: { comment_id: null },
  orderBy: { id: 'asc' },
  select: { id: true, name: true, uploaded_by_id: true, uploaded_by: true, uploaded_at: true, deleted_by: true, deleted_at: true },
} as const satisfies Prisma.Case$attachmentsArgs;

type TCommentRow = Prisma.CommentGetPayload<{ select: ReturnType<typeof commentsSelect>['select'] }>;
type TAttachmentRow = Prisma.AttachmentGetPayload<{ select: (typeof ATTACHMENTS_SELECT)['select'] }>;

/** Only the newest comment, by its author, is deletable. */
export function commentViews(ctx: TAuthedContext, comments: TCommentRow[]) {
  const newest = comments.filter((m) => !m.is_deleted).at(-1);
  return comments.map((m) => ({
    id: m.id,
    content: m.is_deleted ? '' : m.content,
    private_comment: m.private_comment,
    school_should_reply: m.school_should_reply,
    waiting_for_attachment: m.waiting_for_attachment,
    important: m.important,
    author: m.author_name,
    author_id: m.author_id,
    is_deleted: m.is_deleted,
    created_at: m.created_at,
    attachments: m.is_deleted ? [] : m.attachments.map((a) => ({ name: a.name, file: attachmentUrl(a.id) })),
    deletable: canWriteOnRecord(ctx.user) && !m.is_deleted && m.author_id === ctx.user.id && newest?.id === m.id,
  }));
}

export function attachmentViews(ctx: TAuthedContext, attachments: TAttachmentRow[], caseState: string) {
  return attachments.map((a) => ({
    id: a.id,
    name: a.name,
    document: a.deleted_at ? null : attachmentUrl(a.id),
    uploaded_by: a.uploaded_by,
    uploaded_at: a.uploaded_at,
    deleted_by: a.deleted_by,
    deleted_at: a.deleted_at,
    deletable: attachmentDeletable(ctx, a, caseState),
  }));
}
