// A document's file (its newest version, or `version`): sent as the type sniffed at upload,
// never as what the name says, with Content-Disposition and nosniff; `inline=1` shows a PDF or
// an image in the browser (the preview), anything else is always an attachment.
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import { notFound } from '../../../http/errors.ts';
import { ZQueryBool, ZRowIdText } from '../../../http/schemas.ts';
import { contentDisposition } from '../../../files/content-disposition.ts';
import type { TOperationCall } from '../../../api/operations.ts';
import { loadTree, nodeOf, treeOfEntry } from './tree.ts';
import type { TLibrary } from './libraries.ts';

export const ZDownload = z.object({ id: ZRowIdText, version: ZRowIdText.optional(), inline: ZQueryBool.optional() });

export const previewable = (mime: string) => mime === 'application/pdf' || mime.startsWith('image/');

export async function findDownload(ctx: TAuthedContext, library: TLibrary, input: z.infer<typeof ZDownload>) {
  const loaded = await loadTree(ctx.prisma, ctx.user, await treeOfEntry(ctx.prisma, ctx.user, library, input.id));
  const node = nodeOf(loaded, input.id);
  const version = await ctx.prisma.documentVersion.findFirst({
    where: { entry_id: node.id, ...(input.version ? { id: input.version } : {}) },
    orderBy: { id: 'desc' },
    select: { file_name: true, file_key: true, mime_type: true },
  });
  if (!version) throw notFound();
  return { ...version, inline: input.inline === true && previewable(version.mime_type) };
}

export function sendDownload(file: Awaited<ReturnType<typeof findDownload>>, call: TOperationCall) {
  call.reply.header('Content-Type', file.mime_type);
  call.reply.header('Content-Disposition', contentDisposition(file.file_name, file.inline ? 'inline' : 'attachment'));
  call.reply.header('X-Content-Type-Options', 'nosniff');
  return call.reply.send(call.ctx.storage.stream(file.file_key));
}
