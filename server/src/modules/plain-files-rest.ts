// The REST routes of a plain row's file case (define.ts `files`), as a workflow record's:
// uj-komment/ (multipart, attachments with it), delete_comment/, uj-melleklet/ (multipart: name,
// document), melleklet-torlese/. Downloads are the kit's /api/mellekletek/{id}/letoltes/.
import { z } from 'zod';
import type { TRestRoute } from '../rest/route.ts';
import { idParam } from '../rest/route.ts';
import { readMultipart } from '../rest/multipart.ts';
import { requireUser } from '../access/gate.ts';
import { badRequest } from '../http/errors.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import { inTransaction } from '../workflow/transaction.ts';
import { procedures } from './rest-common.ts';
import { ZRowIdText } from '../http/schemas.ts';
import { KIT_ANSWERS, ZAttachmentForm } from '../openapi/kit-answers.ts';
import { ZCommentInput } from './workflow-router.ts';
import { addRowAttachment, addRowComment, fileCaseDetail, type TFilesModule } from './plain-files.ts';

export function plainFileRestRoutes(def: TFilesModule): TRestRoute[] {
  const base = `/api/${def.restBase}`;
  const proc = procedures(def);
  const tag = def.key;
  const comments: TRestRoute[] = [
    {
      method: 'POST',
      path: `${base}/:id/uj-komment/`,
      tag,
      summary: 'Új megjegyzés (mellékletekkel: attachment)',
      multipart: true,
      schema: { body: ZCommentInput },
      response: KIT_ANSWERS.comments,
      handler: async ({ ctx, params, req }) => {
        const authed = requireUser(ctx, def.permission, { write: true });
        const id = idParam(params);
        const { fields, files } = await readMultipart(req, ctx.config.MAX_UPLOAD_MB);
        const input = ZCommentInput.parse(fields);
        const uploads = files.map((f) => ({ name: f.filename, file: f }));
        await inTransaction(authed, (tx, c) => addRowComment(tx, c, def, id, input, uploads));
        return (await fileCaseDetail(ctx.prisma, authed, def, id)).comments;
      },
    },
    {
      method: 'POST',
      path: `${base}/:id/delete_comment/`,
      tag,
      summary: 'Megjegyzés törlése (comment_id)',
      schema: { body: z.object({ comment_id: ZRowIdText }) },
      response: KIT_ANSWERS.comments,
      handler: ({ caller, params, body }) => proc(caller).deleteComment({ id: idParam(params), ...(body as object) }),
    },
  ];
  const attachments: TRestRoute[] = [
    {
      method: 'POST',
      path: `${base}/:id/uj-melleklet/`,
      tag,
      summary: 'Új melléklet (multipart: name, document)',
      multipart: true,
      status: 201,
      schema: { body: ZAttachmentForm },
      response: KIT_ANSWERS.attachments,
      handler: async ({ ctx, params, req }) => {
        const authed = requireUser(ctx, def.permission, { write: true });
        const id = idParam(params);
        const { fields, files } = await readMultipart(req, ctx.config.MAX_UPLOAD_MB);
        const file = files.find((f) => f.fieldname === 'document');
        if (!file) throw badRequest({ document: [MESSAGES.required] });
        const name = z
          .string()
          .max(200, 'Maximum 200 karakter lehet.')
          .parse(fields.name ?? '');
        await inTransaction(authed, (tx, c) => addRowAttachment(tx, c, def, id, { name, file }));
        return (await fileCaseDetail(ctx.prisma, authed, def, id)).attachments;
      },
    },
    {
      method: 'POST',
      path: `${base}/:id/melleklet-torlese/`,
      tag,
      summary: 'Melléklet törlése (attachment_id)',
      schema: { body: z.object({ attachment_id: ZRowIdText }) },
      response: KIT_ANSWERS.attachments,
      handler: ({ caller, params, body }) => proc(caller).deleteAttachment({ id: idParam(params), ...(body as object) }),
    },
  ];
  return [...(def.files.comments ? comments : []), ...(def.files.attachments ? attachments : [])];
}
