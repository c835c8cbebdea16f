// Writes into a tree, each in one transaction under the folder's lock (two uploads of one name
// make one document with two versions, not two documents): a new folder, an upload — a file
// under a name the folder already holds becomes that document's newest version (as Odoo
// Documents keeps them) —, and a delete, which takes the folder's contents and their files.
// Files are staged inside the transaction and linked after its commit (DESIGN.md "Uploads").
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TTx } from '../../../db/client.ts';
import { badRequest, forbidden, tooLarge } from '../../../http/errors.ts';
import { ZQueryBool } from '../../../http/schemas.ts';
import { inspectUpload, safeFileName } from '../../../files/upload.ts';
import { newFileKey } from '../../../files/storage.ts';
import type { TMultipartFile } from '../../../rest/multipart.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { treeWhere, type TTree } from './libraries.ts';
import { childrenOf, descendantsOf, loadTree, nodeOf, type TLoadedTree } from './tree.ts';

export const DOCUMENT_MESSAGES = {
  readOnly: 'Ez a mappa csak olvasható.',
  readOnlyEntry: 'Ez az elem csak olvasható, nem törölhető.',
  notFolder: 'Fájlba nem hozható létre elem.',
  folderExists: 'Ebben a mappában már van ilyen nevű elem.',
  nameIsFolder: 'Ebben a mappában már van ilyen nevű mappa.',
  noFile: 'A fájl megadása kötelező.',
  readOnlyByCentre: 'Csak olvasható mappát csak a központ hozhat létre.',
} as const;

const MEGABYTE = 1024 * 1024;
const ZName = z.string().trim().min(1).max(200);

export const ZNewFolder = z.object({ name: ZName, descendants_can_see: ZQueryBool.optional(), read_only: ZQueryBool.optional() }).strict();
export const ZUpload = z.object({ name: ZName.optional(), descendants_can_see: ZQueryBool.optional() }).strict();

/** Serializes writes into one folder of one tree (the root included). */
async function lockFolder(tx: TTx, tree: TTree, parentId: number | null) {
  const key = `documents:${tree.library}:${tree.institutionId ?? ''}:${tree.ownerId ?? ''}:${parentId ?? ''}`;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}

/** The tree loaded under the folder's lock, the folder checked to take new entries from the caller. */
async function writableFolder(tx: TTx, ctx: TAuthedContext, tree: TTree, parentId: number | null): Promise<TLoadedTree> {
  await lockFolder(tx, tree, parentId);
  const loaded = await loadTree(tx, ctx.user, tree);
  if (parentId === null) {
    if (!loaded.rootWritable) throw forbidden(DOCUMENT_MESSAGES.readOnly);
    return loaded;
  }
  const parent = nodeOf(loaded, parentId);
  if (!parent.is_folder) throw badRequest({ non_field_errors: [DOCUMENT_MESSAGES.notFolder] });
  if (parent.readOnly) throw forbidden(DOCUMENT_MESSAGES.readOnly);
  return loaded;
}

const sameName = (a: string, b: string) => normalizeSearch(a) === normalizeSearch(b);

function baseRow(ctx: TAuthedContext, tree: TTree, parentId: number | null) {
  return { library: tree.library, institution_id: tree.institutionId, owner_id: tree.ownerId, parent_id: parentId, creator_id: ctx.user.id };
}

export async function createFolder(ctx: TAuthedContext, tree: TTree, parentId: number | null, input: z.infer<typeof ZNewFolder>): Promise<number> {
  if (input.read_only && !ctx.user.is_centre) throw badRequest({ read_only: [DOCUMENT_MESSAGES.readOnlyByCentre] });
  return ctx.prisma.$transaction(async (tx) => {
    const loaded = await writableFolder(tx, ctx, tree, parentId);
    if (childrenOf(loaded, parentId).some((n) => sameName(n.name, input.name))) throw badRequest({ name: [DOCUMENT_MESSAGES.folderExists] });
    const created = await tx.documentEntry.create({
      data: {
        ...baseRow(ctx, tree, parentId),
        name: input.name,
        is_folder: true,
        read_only: input.read_only ?? false,
        descendants_can_see: input.descendants_can_see ?? true,
      },
      select: { id: true },
    });
    return created.id;
  });
}

/** A checked file, ready to be stored: its sniffed type and a safe name with the sniffed extension. */
export async function checkedFile(ctx: TAuthedContext, files: TMultipartFile[]) {
  const file = files.find((f) => f.fieldname === 'file');
  if (!file) throw badRequest({ file: [DOCUMENT_MESSAGES.noFile] });
  const inspected = await inspectUpload({ data: file.data, filename: file.filename, maxBytes: ctx.config.MAX_UPLOAD_MB * MEGABYTE });
  if (!inspected.ok) {
    if (file.data.length > ctx.config.MAX_UPLOAD_MB * MEGABYTE) throw tooLarge(inspected.message);
    throw badRequest({ file: [inspected.message] });
  }
  return { data: file.data, filename: file.filename, mime: inspected.mime, safeName: inspected.safeName, size: inspected.size };
}
export type TCheckedFile = Awaited<ReturnType<typeof checkedFile>>;

/**
 * Stores `file` in the folder under `name` (else the file's own name): a new document, or the
 * newest version of the document of that name. Answers the document's id.
 */
export async function storeDocument(
  ctx: TAuthedContext,
  tree: TTree,
  parentId: number | null,
  input: z.infer<typeof ZUpload>,
  file: TCheckedFile,
): Promise<number> {
  const name = input.name ?? file.safeName;
  const ext = file.safeName.slice(file.safeName.lastIndexOf('.') + 1);
  const key = newFileKey('documents');
  await ctx.storage.stage(key, file.data);
  try {
    const id = await ctx.prisma.$transaction(async (tx) => {
      const loaded = await writableFolder(tx, ctx, tree, parentId);
      const same = childrenOf(loaded, parentId).find((n) => sameName(n.name, name));
      if (same?.is_folder) throw badRequest({ name: [DOCUMENT_MESSAGES.nameIsFolder] });
      if (same?.readOnly) throw forbidden(DOCUMENT_MESSAGES.readOnly);
      const entryId = same
        ? (await tx.documentEntry.update({ where: { id: same.id }, data: { updated_at: new Date() }, select: { id: true } })).id
        : (
            await tx.documentEntry.create({
              data: { ...baseRow(ctx, tree, parentId), name, is_folder: false, descendants_can_see: input.descendants_can_see ?? true },
              select: { id: true },
            })
          ).id;
      await tx.documentVersion.create({
        data: { entry_id: entryId, file_name: safeFileName(name, ext), file_key: key, mime_type: file.mime, size: file.size, creator_id: ctx.user.id },
        select: { id: true },
      });
      return entryId;
    });
    await ctx.storage.link(key);
    return id;
  } catch (error) {
    await ctx.storage.discard(key);
    throw error;
  }
}

/** Deletes the entry and everything in it (a school cannot take what is read-only to it), then their files. */
export async function deleteEntry(ctx: TAuthedContext, tree: TTree, id: number): Promise<void> {
  const keys = await ctx.prisma.$transaction(async (tx) => {
    const entry = await tx.documentEntry.findFirst({ where: { id, ...treeWhere(tree) }, select: { parent_id: true } });
    await lockFolder(tx, tree, entry?.parent_id ?? null);
    const loaded = await loadTree(tx, ctx.user, tree);
    const node = nodeOf(loaded, id);
    const taken = [node, ...descendantsOf(loaded, node.id)];
    if (!loaded.rootWritable || taken.some((n) => n.readOnly)) throw forbidden(DOCUMENT_MESSAGES.readOnlyEntry);
    const versions = await tx.documentVersion.findMany({ where: { entry_id: { in: taken.map((n) => n.id) } }, select: { file_key: true } });
    // A tree's writers see all of it (hidden shared entries hide from schools, who do not write
    // there), so these are all the files the cascade takes.
    await tx.documentEntry.delete({ where: { id: node.id }, select: { id: true } });
    return versions.map((v) => v.file_key);
  });
  for (const key of keys) await ctx.storage.remove(key).catch(() => undefined);
}
