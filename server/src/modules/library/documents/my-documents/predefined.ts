// The tree a school starts with (setting `predefined_directory_structure`, 000 §9; the spec names
// no folders, so these follow a school office's files). Made on the first read of the school's own
// tree, once: a folder the school deletes later does not come back.
import type { TAuthedContext } from '../../../../access/context.ts';
import { readModuleSettings } from '../../../../core/settings.ts';
import type { TTree } from '../libraries.ts';
import { DOCUMENT_SETTINGS } from './settings.ts';

export const PREDEFINED_FOLDERS: readonly string[] = ['Szabályzatok', 'Jegyzőkönyvek', 'Szerződések', 'Pénzügy', 'Munkaügy', 'Tanügy', 'Műszaki ügyek'];

export async function ensurePredefinedFolders(ctx: TAuthedContext, tree: TTree): Promise<void> {
  const institutionId = tree.institutionId;
  if (
    institutionId === null ||
    (await ctx.prisma.documentLibraryStart.findUnique({ where: { institution_id: institutionId }, select: { institution_id: true } }))
  )
    return;
  await ctx.prisma.$transaction(async (tx) => {
    // The first of two simultaneous first reads makes the folders; the other finds the mark.
    const marked = await tx.documentLibraryStart.createMany({ data: [{ institution_id: institutionId }], skipDuplicates: true });
    if (marked.count === 0 || !(await readModuleSettings(tx, DOCUMENT_SETTINGS)).predefined_directory_structure) return;
    await tx.documentEntry.createMany({
      data: PREDEFINED_FOLDERS.map((name) => ({ library: 'own', institution_id: institutionId, name, is_folder: true })),
    });
  });
}
