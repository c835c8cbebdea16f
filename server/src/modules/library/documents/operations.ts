// One library's table of operations (MODULES.md §3.60, 002 §7), shared by the four modules:
// GET {base}/ (the tree's root) and {base}/{id}/ (a folder's entries or a file's versions) with
// q and order_by; POST uj-mappa/ and {id}/uj-mappa/ (new folder); POST {id}/feltolt/ (upload;
// ours also feltolt/ at the root); DELETE {id}/; GET {id}/letoltes/ (ours: the file, `version`,
// `inline`). A library without `writes` (export documents) has no folder or upload calls.
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import { operation } from '../../../api/operations.ts';
import { ZRowId, ZRowIdText } from '../../../http/schemas.ts';
import { idParam } from '../../../rest/route.ts';
import { readMultipart } from '../../../rest/multipart.ts';
import { DOCUMENTS_PERMISSION, treeOf, type TLibrary, type TTree } from './libraries.ts';
import { entryDetail, rootAnswer, ZDocumentFolder, ZListQuery } from './read.ts';
import { loadTree, treeOfEntry } from './tree.ts';
import { checkedFile, createFolder, deleteEntry, storeDocument, ZNewFolder, ZUpload } from './write.ts';
import { findDownload, sendDownload, ZDownload } from './download.ts';

export interface TLibraryOptions {
  library: TLibrary;
  /** the REST base under /api/ (download links) */
  restBase: string;
  /** Runs before the root is read (own documents: the predefined folders of a new school). */
  beforeRoot?: (ctx: TAuthedContext, tree: TTree) => Promise<void>;
}

const ZPlace = { parent: ZRowIdText.optional(), institution: ZRowIdText.optional() };
const ZFolderInput = ZNewFolder.extend(ZPlace);
const ZUploadInput = ZUpload.extend(ZPlace);
const ZGetInput = ZListQuery.extend({ id: ZRowId });

/** The tree a write goes into: the parent's, else the caller's (own: `institution`). */
const treeFor = (ctx: TAuthedContext, library: TLibrary, place: { parent?: number; institution?: number }) =>
  place.parent === undefined ? Promise.resolve(treeOf(ctx.user, library, place.institution)) : treeOfEntry(ctx.prisma, ctx.user, library, place.parent);

async function detail(ctx: TAuthedContext, o: TLibraryOptions, id: number, query: z.infer<typeof ZListQuery> = {}) {
  const loaded = await loadTree(ctx.prisma, ctx.user, await treeOfEntry(ctx.prisma, ctx.user, o.library, id));
  return entryDetail(ctx.prisma, o.restBase, loaded, id, query);
}

const withParent = (body: unknown, params: Record<string, string>) => ({ ...(body as object), ...(params.id ? { parent: idParam(params) } : {}) });

function readOperations(o: TLibraryOptions) {
  return {
    root: operation({
      call: 'query',
      access: 'read',
      input: ZListQuery,
      output: ZDocumentFolder,
      run: async (ctx, input) => {
        const tree = treeOf(ctx.user, o.library, input.institution);
        await o.beforeRoot?.(ctx, tree);
        return rootAnswer(ctx.prisma, o.restBase, await loadTree(ctx.prisma, ctx.user, tree), input);
      },
      rest: [{ method: 'GET', path: '/', summary: 'A fa gyökere: mappák és fájlok (q, order_by)' }],
    }),
    get: operation({
      call: 'query',
      access: 'read',
      input: ZGetInput,
      output: ZDocumentFolder,
      run: (ctx, { id, ...query }) => detail(ctx, o, id, query),
      rest: [{ method: 'GET', path: '/:id/', summary: 'Mappa a tartalmával (q, order_by), vagy fájl a verzióival' }],
    }),
    delete: operation({
      call: 'mutation',
      access: 'write',
      input: z.object({ id: ZRowId }),
      output: z.null(),
      run: async (ctx, input) => {
        await deleteEntry(ctx, await treeOfEntry(ctx.prisma, ctx.user, o.library, input.id), input.id);
        return null;
      },
      rest: [
        {
          method: 'DELETE',
          path: '/:id/',
          status: 204,
          summary: 'Mappa (a tartalmával) vagy fájl (minden verziójával) törlése',
          sent: (call) => ({ input: { id: idParam(call.params) } }),
          reply: (_, call) => call.reply.status(204).send(),
        },
      ],
    }),
    download: operation({
      access: 'read',
      input: ZDownload,
      output: null,
      run: (ctx, input) => findDownload(ctx, o.library, input),
      rest: [
        {
          method: 'GET',
          path: '/:id/letoltes/',
          summary: 'A fájl letöltése (version: egy korábbi verzió; inline=1: PDF és kép megjelenítése a böngészőben)',
          binary: 'file',
          sent: (call) => ({ input: { ...call.query, id: idParam(call.params) } }),
          reply: (file, call) => sendDownload(file, call),
        },
      ],
    }),
  };
}

function writeOperations(o: TLibraryOptions) {
  return {
    createFolder: operation({
      call: 'mutation',
      access: 'write',
      input: ZFolderInput,
      output: ZDocumentFolder,
      run: async (ctx, { parent, institution, ...input }) =>
        detail(ctx, o, await createFolder(ctx, await treeFor(ctx, o.library, { parent, institution }), parent ?? null, input)),
      rest: ['/uj-mappa/', '/:id/uj-mappa/'].map((path) => ({
        method: 'POST' as const,
        path,
        status: 201,
        summary: 'Új mappa (name, descendants_can_see; ours: read_only a központnak)',
        schema: { body: ZNewFolder },
        sent: (call: { body?: unknown; params: Record<string, string> }) => ({ input: withParent(call.body, call.params) }),
      })),
    }),
    upload: operation({
      access: 'write',
      input: ZUploadInput,
      output: ZDocumentFolder,
      run: async (ctx, { parent, institution, ...input }, { files }) => {
        const file = await checkedFile(ctx, files);
        return detail(ctx, o, await storeDocument(ctx, await treeFor(ctx, o.library, { parent, institution }), parent ?? null, input, file));
      },
      rest: ['/feltolt/', '/:id/feltolt/'].map((path) => ({
        method: 'POST' as const,
        path,
        status: 201,
        multipart: true,
        summary: 'Feltöltés (multipart: name, file, descendants_can_see); azonos nevű fájl új verziója lesz',
        schema: { body: ZUpload },
        sent: async (call: { req: Parameters<typeof readMultipart>[0]; params: Record<string, string>; ctx: TAuthedContext }) => {
          const { fields, files } = await readMultipart(call.req, call.ctx.config.MAX_UPLOAD_MB);
          return { input: withParent(fields, call.params), files };
        },
      })),
    }),
  };
}

/** The calls of a library whose tree its users write. */
export const documentLibraryOperations = (o: TLibraryOptions) => ({ ...readOperations(o), ...writeOperations(o) });

/** The calls of a library whose entries are only read and deleted (export documents). */
export const documentReadOperations = readOperations;

/** A library module's key, REST base and gate (all four share the gate). */
export const libraryHost = (key: string, restBase: string) => ({ key, restBase, permission: DOCUMENTS_PERMISSION });
