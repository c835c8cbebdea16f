// A tree read whole (one query: a school's or the centre's folders hold hundreds of entries, not
// millions), then walked in memory: which entries the caller sees (a hidden shared folder hides
// everything in it), which are read-only to it (a read-only folder makes its contents read-only
// too), an entry's path from the root, and what lies below a folder (search, delete).
import type { TCurrentUser } from '../../../auth/current-user.ts';
import type { TTx } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { seesHidden, treeWhere, writesTree, type TLibrary, type TTree } from './libraries.ts';

export const NODE_SELECT = {
  id: true,
  parent_id: true,
  name: true,
  is_folder: true,
  read_only: true,
  descendants_can_see: true,
  institution_id: true,
  created_at: true,
  updated_at: true,
  versions: { orderBy: { id: 'desc' }, take: 1, select: { id: true, file_name: true, mime_type: true, size: true } },
  _count: { select: { versions: true } },
} as const;

type TRow = {
  id: number;
  parent_id: number | null;
  name: string;
  is_folder: boolean;
  read_only: boolean;
  descendants_can_see: boolean;
  institution_id: number | null;
  created_at: Date;
  updated_at: Date;
  versions: { id: number; file_name: string; mime_type: string; size: number }[];
  _count: { versions: number };
};

/** An entry as the caller meets it: `readOnly` is what it may not change (stored, inherited, or the tree's). */
export type TNode = TRow & { readOnly: boolean };

export interface TLoadedTree {
  tree: TTree;
  /** the entries the caller sees, by id */
  nodes: Map<number, TNode>;
  /** whether the caller may write into the tree's root */
  rootWritable: boolean;
}

export async function loadTree(tx: TTx, user: TCurrentUser, tree: TTree): Promise<TLoadedTree> {
  const rows: TRow[] = await tx.documentEntry.findMany({ where: treeWhere(tree), select: NODE_SELECT, orderBy: { id: 'asc' } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const writer = writesTree(user, tree);
  const hiddenShown = seesHidden(user, tree);
  const nodes = new Map<number, TNode>();
  // Parents are resolved before their children whatever the ids' order (a moved folder).
  const resolve = (row: TRow): TNode | null => {
    const known = nodes.get(row.id);
    if (known) return known;
    const parentRow = row.parent_id === null ? null : byId.get(row.parent_id);
    const parent = parentRow ? resolve(parentRow) : null;
    if (parentRow && !parent) return null;
    if (!hiddenShown && !row.descendants_can_see) return null;
    const inheritedReadOnly = parent ? parent.readOnly : false;
    const node = { ...row, readOnly: !writer || (!user.is_centre && (row.read_only || inheritedReadOnly)) };
    nodes.set(row.id, node);
    return node;
  };
  for (const row of rows) resolve(row);
  return { tree, nodes, rootWritable: writer };
}

/** The tree an entry id lies in, when the caller may reach it through `library`; anything else is a 404. */
export async function treeOfEntry(tx: TTx, user: TCurrentUser, library: TLibrary, id: number): Promise<TTree> {
  const entry = await tx.documentEntry.findUnique({ where: { id }, select: { library: true, institution_id: true, owner_id: true } });
  if (!entry || entry.library !== library) throw notFound();
  if (library === 'own' && (entry.institution_id === null || !(user.is_centre || user.institution_ids.includes(entry.institution_id)))) throw notFound();
  if (library === 'export' && entry.owner_id !== user.id) throw notFound();
  return { library, institutionId: entry.institution_id, ownerId: entry.owner_id };
}

/** The entry the caller sees, else a 404 (hidden, or gone). */
export function nodeOf(loaded: TLoadedTree, id: number): TNode {
  const node = loaded.nodes.get(id);
  if (!node) throw notFound();
  return node;
}

export function childrenOf(loaded: TLoadedTree, parentId: number | null): TNode[] {
  return [...loaded.nodes.values()].filter((n) => n.parent_id === parentId);
}

/** Everything below `parentId` (the root: the whole tree), depth first. */
export function descendantsOf(loaded: TLoadedTree, parentId: number | null): TNode[] {
  const out: TNode[] = [];
  const walk = (id: number | null) => {
    for (const child of childrenOf(loaded, id)) {
      out.push(child);
      if (child.is_folder) walk(child.id);
    }
  };
  walk(parentId);
  return out;
}

/** The folders from the root down to the entry's parent. */
export function pathOf(loaded: TLoadedTree, node: TNode): { id: number; name: string }[] {
  const path: { id: number; name: string }[] = [];
  for (
    let at = node.parent_id === null ? undefined : loaded.nodes.get(node.parent_id);
    at;
    at = at.parent_id === null ? undefined : loaded.nodes.get(at.parent_id)
  ) {
    path.unshift({ id: at.id, name: at.name });
  }
  return path;
}
