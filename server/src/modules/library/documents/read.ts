// What the document library answers (002 §3 Document folder: entries, file, id, institution,
// name, parent, read_only; ours beside them: is_folder, descendants_can_see, the file's name, type
// and size, its versions, the path from the root, and what the caller may do). The root of a
// tree answers the same shape with id null. `q` searches every entry below the folder; entries
// are ordered folders first, then by `order_by` (name, created_at, updated_at, size; ties by id).
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { parseOrderBy } from '../../../workflow/order-by.ts';
import { childrenOf, descendantsOf, nodeOf, pathOf, type TLoadedTree, type TNode } from './tree.ts';
import { LIBRARIES } from './libraries.ts';

const ZRef = z.object({ id: z.number().int(), name: z.string() });
export const ZDocumentEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  parent: z.number().int().nullable(),
  institution: ZRef.nullable(),
  is_folder: z.boolean(),
  read_only: z.boolean(),
  descendants_can_see: z.boolean(),
  /** the newest version's download path; null for a folder */
  file: z.string().nullable(),
  file_name: z.string().nullable(),
  mime_type: z.string().nullable(),
  size: z.number().int().nullable(),
  version_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
const ZVersion = z.object({
  id: z.number().int(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  creator: ZRef.nullable(),
  file: z.string(),
});
export const ZDocumentFolder = ZDocumentEntry.extend({
  id: z.number().int().nullable(),
  entries: z.array(ZDocumentEntry),
  path: z.array(ZRef),
  versions: z.array(ZVersion),
  can_create: z.boolean(),
});
export type TDocumentEntry = z.infer<typeof ZDocumentEntry>;
export type TDocumentFolder = z.infer<typeof ZDocumentFolder>;

/** `institution`: whose own tree (a manager of several schools, the centre); others ignore it. */
export const ZListQuery = z.object({ q: z.string().max(200).optional(), order_by: z.string().max(200).optional(), institution: ZRowIdText.optional() });
export type TListQuery = z.infer<typeof ZListQuery>;

type TOrder = (a: TNode, b: TNode) => number;
const ORDER_COLUMNS: Record<string, (dir: 'asc' | 'desc') => TOrder> = {
  name: (dir) => (a, b) => (dir === 'asc' ? 1 : -1) * a.name.localeCompare(b.name, 'hu'),
  created_at: (dir) => (a, b) => (dir === 'asc' ? 1 : -1) * (a.created_at.getTime() - b.created_at.getTime()),
  updated_at: (dir) => (a, b) => (dir === 'asc' ? 1 : -1) * (a.updated_at.getTime() - b.updated_at.getTime()),
  size: (dir) => (a, b) => (dir === 'asc' ? 1 : -1) * ((a.versions[0]?.size ?? 0) - (b.versions[0]?.size ?? 0)),
};

function ordered(nodes: TNode[], orderBy: string | undefined): TNode[] {
  const chosen = parseOrderBy(orderBy, ORDER_COLUMNS) ?? [ORDER_COLUMNS.name('asc')];
  const compare = (a: TNode, b: TNode) => {
    if (a.is_folder !== b.is_folder) return a.is_folder ? -1 : 1;
    for (const order of chosen) {
      const c = order(a, b);
      if (c !== 0) return c;
    }
    return a.id - b.id;
  };
  return [...nodes].sort(compare);
}

export const downloadPath = (base: string, id: number, versionId?: number) => `/api/${base}/${id}/letoltes/${versionId ? `?version=${versionId}` : ''}`;

/** Names of the institutions the entries name (own trees), one query. */
async function institutionNames(tx: TTx, loaded: TLoadedTree): Promise<Map<number, string>> {
  if (loaded.tree.institutionId === null) return new Map();
  const found = await tx.institution.findUnique({ where: { id: loaded.tree.institutionId }, select: { id: true, name: true } });
  return new Map(found ? [[found.id, found.name]] : []);
}

function entryAnswer(base: string, loaded: TLoadedTree, names: Map<number, string>, node: TNode): TDocumentEntry {
  const latest = node.versions[0];
  const institutionId = node.institution_id;
  return {
    id: node.id,
    name: node.name,
    parent: node.parent_id,
    institution: institutionId === null ? null : { id: institutionId, name: names.get(institutionId) ?? '' },
    is_folder: node.is_folder,
    read_only: node.readOnly,
    descendants_can_see: node.descendants_can_see,
    file: latest ? downloadPath(base, node.id) : null,
    file_name: latest?.file_name ?? null,
    mime_type: latest?.mime_type ?? null,
    size: latest?.size ?? null,
    version_count: node._count.versions,
    created_at: node.created_at.toISOString(),
    updated_at: node.updated_at.toISOString(),
    // A folder holding something read-only to the caller goes only with the centre.
    can_delete: !node.readOnly && (!node.is_folder || descendantsOf(loaded, node.id).every((d) => !d.readOnly)),
  };
}

/** The entries of a folder (the root: null), or with `q` every matching entry below it. */
function listed(loaded: TLoadedTree, folderId: number | null, query: TListQuery): TNode[] {
  const q = query.q ? normalizeSearch(query.q) : '';
  const nodes = q ? descendantsOf(loaded, folderId).filter((n) => normalizeSearch(n.name).includes(q)) : childrenOf(loaded, folderId);
  return ordered(nodes, query.order_by);
}

/** A tree's root as a folder. */
export async function rootAnswer(tx: TTx, base: string, loaded: TLoadedTree, query: TListQuery): Promise<TDocumentFolder> {
  const names = await institutionNames(tx, loaded);
  const { institutionId } = loaded.tree;
  return {
    id: null,
    name: LIBRARIES[loaded.tree.library].title,
    parent: null,
    institution: institutionId === null ? null : { id: institutionId, name: names.get(institutionId) ?? '' },
    is_folder: true,
    read_only: !loaded.rootWritable,
    descendants_can_see: true,
    file: null,
    file_name: null,
    mime_type: null,
    size: null,
    version_count: 0,
    created_at: new Date(0).toISOString(),
    updated_at: new Date(0).toISOString(),
    can_delete: false,
    entries: listed(loaded, null, query).map((n) => entryAnswer(base, loaded, names, n)),
    path: [],
    versions: [],
    can_create: loaded.rootWritable,
  };
}

/** A folder with its entries, or a file with its versions. */
export async function entryDetail(tx: TTx, base: string, loaded: TLoadedTree, id: number, query: TListQuery): Promise<TDocumentFolder> {
  const node = nodeOf(loaded, id);
  const names = await institutionNames(tx, loaded);
  const versions = node.is_folder
    ? []
    : await tx.documentVersion.findMany({
        where: { entry_id: node.id },
        orderBy: { id: 'desc' },
        select: { id: true, file_name: true, mime_type: true, size: true, created_at: true, creator: { select: { id: true, name: true } } },
      });
  return {
    ...entryAnswer(base, loaded, names, node),
    entries: node.is_folder ? listed(loaded, node.id, query).map((n) => entryAnswer(base, loaded, names, n)) : [],
    path: pathOf(loaded, node),
    versions: versions.map((v) => ({ ...v, created_at: v.created_at.toISOString(), file: downloadPath(base, node.id, v.id) })),
    can_create: node.is_folder && !node.readOnly,
  };
}
