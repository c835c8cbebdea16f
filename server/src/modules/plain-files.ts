// The file case of a plain module's rows (define.ts `files`, DESIGN.md "Plain file case"): a
// flowless Case per row holding its comments, attachments and unread markers, so the kit's
// comment and attachment functions, markers and downloads serve plain rows as they serve
// workflow records. Every call finds the row in the caller's read scope first (another
// school's row is a 404); the Case is reached through the row (its `file_case`), never alone.
import type { z } from 'zod';
import type { TTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { addAttachment, canUpload, deleteAttachment, type TIncomingFile } from '../workflow/attachments.ts';
import { addComment, deleteComment } from '../workflow/comments.ts';
import { canWriteOnRecord } from '../workflow/case-access.ts';
import { markSeen } from '../workflow/unread.ts';
import { ATTACHMENTS_SELECT, attachmentViews, commentsSelect, commentViews } from '../workflow/record-files.ts';
import type { TAnyPlainModule, TPlainFiles } from '../workflow/define.ts';
import type { ZCommentInput } from './file-operations.ts';
import { readScopeWhere } from './plain-scope.ts';

/** The state of every file Case: a file is never closed (comments and uploads stay open). */
const FILE_STATE = 'active';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the item type is the module's own; the kit only hands it back
export type TFilesModule = TAnyPlainModule & { files: TPlainFiles<any> };

export const hasFiles = (def: TAnyPlainModule): def is TFilesModule => def.files !== undefined;

/** The file Cases of the rows the user may read (downloads, and every comment or upload). */
export const fileCaseScope = (user: TCurrentUser, def: TFilesModule): Prisma.CaseWhereInput => ({
  module: def.files.caseModule,
  [def.files.relation]: { is: readScopeWhere(user, def) },
});

/** The file Cases of a plain module for the kit's lookups (downloads, landing tiles), as an employee's file. */
export const plainFileCases = (def: TFilesModule) => ({
  caseModule: def.files.caseModule,
  label: def.label,
  detailRoute: def.detailRoute,
  listRoute: def.listRoute,
  permission: def.permission,
  scope: (user: TCurrentUser) => fileCaseScope(user, def),
});

const rowCaseWhere = (def: TFilesModule, id: number): Prisma.CaseWhereInput => ({ module: def.files.caseModule, [def.files.relation]: { is: { id } } });

/** The row as its GET answers it, in the caller's read scope (404 outside it). */
async function readableRow(tx: TTx, ctx: TAuthedContext, def: TFilesModule, id: number) {
  const row = (await def.get(tx, ctx, id, readScopeWhere(ctx.user, def))) as Record<string, unknown> | null;
  if (!row) throw notFound();
  return row;
}

/**
 * The row's file Case, opened when it has none yet (rows written before the module had files, or
 * by the seed): opened under a per-row lock, so two first comments share one Case.
 */
export async function openFileCase(tx: TTx, ctx: TAuthedContext, def: TFilesModule, id: number, item: Record<string, unknown>): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${def.files.caseModule}::text), ${id}::int)`;
  const found = await tx.case.findFirst({ where: rowCaseWhere(def, id), select: { id: true } });
  if (found) return found.id;
  const institution =
    def.files.institution?.(item) ??
    ctx.user.institution_id ??
    (await tx.institution.findFirstOrThrow({ where: { parent_id: null }, orderBy: { id: 'asc' }, select: { id: true } })).id;
  const created = await tx.case.create({
    data: {
      module: def.files.caseModule,
      state: FILE_STATE,
      institution: { connect: { id: institution } },
      creator: { connect: { id: ctx.user.id } },
      [def.files.relation]: { connect: { id } },
    },
    select: { id: true },
  });
  return created.id;
}

/** A new row's file Case, in the row's own transaction: its creator is then told of later comments. */
export async function openNewRowFile(tx: TTx, ctx: TAuthedContext, def: TAnyPlainModule, id: number): Promise<void> {
  if (!hasFiles(def)) return;
  const item = (await def.get(tx, ctx, id, {})) as Record<string, unknown>;
  await openFileCase(tx, ctx, def, id, item);
}

/** The row's file Case id, or null while it has none. */
async function fileCaseId(tx: TTx, def: TFilesModule, id: number): Promise<number | null> {
  return (await tx.case.findFirst({ where: rowCaseWhere(def, id), select: { id: true } }))?.id ?? null;
}

/** What a row's details add: its comments and attachments as workflow details answer them, and whether the caller may add one. Reading them marks them seen. */
export async function fileCaseDetail(tx: TTx, ctx: TAuthedContext, def: TFilesModule, id: number) {
  const c = await tx.case.findFirst({
    where: rowCaseWhere(def, id),
    select: {
      id: true,
      state: true,
      comments: commentsSelect(ctx),
      attachments: ATTACHMENTS_SELECT,
      unread_markers: { where: { user_id: ctx.user.id }, select: { kind: true } },
    },
  });
  if (c?.unread_markers.length) await markSeen(tx, c.id, ctx.user.id);
  const files = def.files;
  return {
    ...(files.comments ? { can_comment: canWriteOnRecord(ctx.user), comments: c ? commentViews(ctx, c.comments) : [] } : {}),
    ...(files.attachments
      ? { can_upload: await canUpload(tx, ctx.user, FILE_STATE, undefined), attachments: c ? attachmentViews(ctx, c.attachments, c.state) : [] }
      : {}),
  };
}

export async function addRowComment(
  tx: TTx,
  ctx: TAuthedContext,
  def: TFilesModule,
  id: number,
  input: z.output<typeof ZCommentInput>,
  files: { name: string; file: TIncomingFile }[],
) {
  const caseId = await openFileCase(tx, ctx, def, id, await readableRow(tx, ctx, def, id));
  await addComment(tx, ctx, def.files.caseModule, caseId, input, files, fileCaseScope(ctx.user, def));
}

export async function deleteRowComment(tx: TTx, ctx: TAuthedContext, def: TFilesModule, id: number, commentId: number) {
  await readableRow(tx, ctx, def, id);
  const caseId = await fileCaseId(tx, def, id);
  if (caseId === null) throw badRequest({ comment_id: ['Nincs ilyen megjegyzés.'] });
  await deleteComment(tx, ctx, def.files.caseModule, caseId, commentId, fileCaseScope(ctx.user, def));
}

export async function addRowAttachment(tx: TTx, ctx: TAuthedContext, def: TFilesModule, id: number, input: { name: string; file: TIncomingFile }) {
  const caseId = await openFileCase(tx, ctx, def, id, await readableRow(tx, ctx, def, id));
  await addAttachment(tx, ctx, def.files.caseModule, undefined, caseId, input, fileCaseScope(ctx.user, def));
}

export async function deleteRowAttachment(tx: TTx, ctx: TAuthedContext, def: TFilesModule, id: number, attachmentId: number) {
  await readableRow(tx, ctx, def, id);
  const caseId = await fileCaseId(tx, def, id);
  if (caseId === null) throw badRequest({ attachment_id: ['Nincs ilyen melléklet.'] });
  await deleteAttachment(tx, ctx, def.files.caseModule, caseId, attachmentId, fileCaseScope(ctx.user, def));
}

/** A deleted row's file Case goes with it (its comments and attachments cascade). */
export async function removeRowFile(tx: TTx, def: TAnyPlainModule, id: number, remove: () => Promise<void>): Promise<void> {
  const caseId = hasFiles(def) ? await fileCaseId(tx, def, id) : null;
  await remove();
  if (caseId !== null) await tx.case.delete({ where: { id: caseId }, select: { id: true } });
}
