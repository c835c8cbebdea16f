// The four libraries of the document library (MODULES.md §3.60) and who reaches which tree:
// a school's own tree is its institution's (another school's is a 404, whatever id is guessed);
// the shared and provided trees are the centre's, which alone writes them; the export tree is
// each user's own. Read-only users write nothing anywhere (the kit refuses their writes first).
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { canUseInstitution } from '../../../access/scope.ts';
import { notFound } from '../../../http/errors.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';

/** The gate of all four libraries (ours: the spec documents none). */
export const DOCUMENTS_PERMISSION = 'documents.can_use_documents_module';

export const LIBRARIES = {
  own: { title: 'Saját dokumentumok' },
  shared: { title: 'Megosztott dokumentumok' },
  provided: { title: 'eTanker dokumentumok' },
  export: { title: 'Export dokumentumok' },
} as const;
export type TLibrary = keyof typeof LIBRARIES;

/** One tree: a library, and the school (own) or the user (export) it belongs to. */
export interface TTree {
  library: TLibrary;
  institutionId: number | null;
  ownerId: number | null;
}

/** The caller's tree of `library`; own: the school asked for (`institution`), else the caller's own. */
export function treeOf(user: TCurrentUser, library: TLibrary, institution?: number): TTree {
  if (library === 'export') return { library, institutionId: null, ownerId: user.id };
  if (library !== 'own') return { library, institutionId: null, ownerId: null };
  const institutionId = institution ?? user.institution_id;
  if (institutionId === null || !canUseInstitution(user, institutionId)) throw notFound();
  return { library, institutionId, ownerId: null };
}

/** The rows of a tree, for every query that reads or writes it. */
export const treeWhere = (tree: TTree): Prisma.DocumentEntryWhereInput => ({
  library: tree.library,
  institution_id: tree.institutionId,
  owner_id: tree.ownerId,
});

/** Whether the caller may change the tree at all: the centre's trees only by the centre. */
export function writesTree(user: TCurrentUser, tree: TTree): boolean {
  if (user.is_readonly) return false;
  return tree.library === 'own' || tree.library === 'export' || user.is_centre;
}

/** Whether the caller sees entries the centre hid from the schools (`descendants_can_see` false). */
export const seesHidden = (user: TCurrentUser, tree: TTree) => tree.library !== 'shared' || user.is_centre;
