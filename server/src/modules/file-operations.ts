// The operations of a record's comments and attachments (DESIGN.md §4 "Operations"), one table for
// workflow records, plain rows with a file case and an employee's file: uj-komment/ (multipart,
// attachments with it), delete_comment/, uj-melleklet/ (multipart: name, document) and
// melleklet-torlese/. Downloads are the kit's /api/mellekletek/{id}/letoltes/.
import { z } from 'zod';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TIncomingFile } from '../workflow/attachments.ts';
import { inTransaction } from '../workflow/transaction.ts';
import { badRequest } from '../http/errors.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import { ZRowId, ZRowIdText } from '../http/schemas.ts';
import { ZQueryBool } from '../workflow/filters.ts';
import { withPathId } from '../rest/route.ts';
import { readMultipart } from '../rest/multipart.ts';
import { KIT_ANSWERS, ZAttachmentForm } from '../openapi/kit-answers.ts';
import { operation, type TOperationCall, type TSent } from '../api/operations.ts';

export const ZCommentInput = z
  .object({
    content: z.string().trim().min(1, 'Ez a mező nem lehet üres').max(10000),
    private_comment: ZQueryBool.default(false),
    school_should_reply: ZQueryBool.default(false),
    waiting_for_attachment: ZQueryBool.default(false),
    important: ZQueryBool.default(false),
  })
  .strict();

export type TCommentInput = z.output<typeof ZCommentInput>;
type TUpload = { name: string; file: TIncomingFile };

/** Where a record's comments live, and what their calls answer. */
export interface TCommentHost<TComments> {
  addComment(tx: TTx, ctx: TAuthedContext, id: number, comment: TCommentInput, uploads: TUpload[]): Promise<unknown>;
  deleteComment(tx: TTx, ctx: TAuthedContext, id: number, commentId: number): Promise<unknown>;
  comments(ctx: TAuthedContext, id: number): Promise<TComments>;
}

/** Where a record's attachments live, and what their calls answer. */
export interface TAttachmentHost<TAttachments> {
  addAttachment(tx: TTx, ctx: TAuthedContext, id: number, upload: TUpload): Promise<unknown>;
  deleteAttachment(tx: TTx, ctx: TAuthedContext, id: number, attachmentId: number): Promise<unknown>;
  attachments(ctx: TAuthedContext, id: number): Promise<TAttachments>;
}

// Strict as the form: an unknown field is a 400, over tRPC as over REST.
const ZCommentCall = ZCommentInput.extend({ id: ZRowId });

/** A multipart form's text fields beside the path's id, and its files. */
export async function formSent(call: TOperationCall): Promise<TSent> {
  const { fields, files } = await readMultipart(call.req, call.ctx.config.MAX_UPLOAD_MB);
  return { input: withPathId(fields, call.params), files };
}

/** Comments: their procedures (addComment, deleteComment) and REST paths. */
export function commentOperations<TComments>(host: TCommentHost<TComments>, opts: { rest: boolean }) {
  return {
    addComment: operation({
      call: 'mutation',
      access: 'write',
      input: ZCommentCall,
      output: KIT_ANSWERS.comments,
      run: async (ctx, { id, ...comment }, { files }) => {
        const uploads = files.map((f) => ({ name: f.filename, file: f }));
        await inTransaction(ctx, (tx, c) => host.addComment(tx, c, id, comment, uploads));
        return host.comments(ctx, id);
      },
      rest: opts.rest
        ? [
            {
              method: 'POST',
              path: '/:id/uj-komment/',
              summary: 'Új megjegyzés (mellékletekkel: attachment)',
              multipart: true,
              schema: { body: ZCommentInput },
              sent: formSent,
            },
          ]
        : [],
    }),
    deleteComment: operation({
      call: 'mutation',
      access: 'write',
      input: z.object({ id: ZRowId, comment_id: ZRowIdText }),
      output: KIT_ANSWERS.comments,
      run: async (ctx, input) => {
        await ctx.prisma.$transaction((tx) => host.deleteComment(tx, ctx, input.id, input.comment_id));
        return host.comments(ctx, input.id);
      },
      rest: opts.rest
        ? [{ method: 'POST', path: '/:id/delete_comment/', summary: 'Megjegyzés törlése (comment_id)', schema: { body: z.object({ comment_id: ZRowIdText }) } }]
        : [],
    }),
  };
}

/** uj-melleklet/: an attachment's upload, a multipart REST call, one route for every kind of record. */
export function uploadOperation<TAttachments>(host: Pick<TAttachmentHost<TAttachments>, 'addAttachment' | 'attachments'>, opts: { rest: boolean }) {
  return operation({
    access: 'write',
    input: z.object({ id: ZRowId, name: ZAttachmentForm.shape.name.default('') }),
    output: KIT_ANSWERS.attachments,
    run: async (ctx, { id, name }, { files }) => {
      await inTransaction(ctx, (tx, c) => host.addAttachment(tx, c, id, { name, file: files[0] }));
      return host.attachments(ctx, id);
    },
    rest: opts.rest
      ? [
          {
            method: 'POST',
            path: '/:id/uj-melleklet/',
            summary: 'Új melléklet (multipart: name, document)',
            multipart: true,
            status: 201,
            schema: { body: ZAttachmentForm },
            sent: async (call) => {
              const { input, files = [] } = await formSent(call);
              const document = files.find((f) => f.fieldname === 'document');
              // The file first: a form without one is refused whatever its name.
              if (!document) throw badRequest({ document: [MESSAGES.required] });
              return { input, files: [document] };
            },
          },
        ]
      : [],
  });
}

/** Attachments: the upload and the deletion. */
export function attachmentOperations<TAttachments>(host: TAttachmentHost<TAttachments>, opts: { rest: boolean }) {
  return {
    uploadAttachment: uploadOperation(host, opts),
    deleteAttachment: operation({
      call: 'mutation',
      access: 'write',
      input: z.object({ id: ZRowId, attachment_id: ZRowIdText }),
      output: KIT_ANSWERS.attachments,
      run: async (ctx, input) => {
        await ctx.prisma.$transaction((tx) => host.deleteAttachment(tx, ctx, input.id, input.attachment_id));
        return host.attachments(ctx, input.id);
      },
      rest: opts.rest
        ? [
            {
              method: 'POST',
              path: '/:id/melleklet-torlese/',
              summary: 'Melléklet törlése (attachment_id)',
              schema: { body: z.object({ attachment_id: ZRowIdText }) },
            },
          ]
        : [],
    }),
  };
}
