// Demo own documents: each demo school's predefined tree, with a few files in it and a folder of
// its own.
import { defineDemo, type TDemoRecordsKit } from '../../../../../../prisma/seed/demo/kit.ts';
import { treeOf } from '../libraries.ts';
import { demoDocument, demoFolder } from '../demo-files.ts';
import { ensurePredefinedFolders } from './predefined.ts';

async function seedOwnDocuments({ people }: TDemoRecordsKit): Promise<void> {
  for (const school of [people.requesterA, people.requesterB]) {
    const tree = treeOf(school.user, 'own');
    if (await school.prisma.documentEntry.count({ where: { library: 'own', institution_id: tree.institutionId } })) continue;
    await ensurePredefinedFolders(school, tree);
    const folderId = async (name: string) =>
      (
        await school.prisma.documentEntry.findFirstOrThrow({
          where: { library: 'own', institution_id: tree.institutionId, parent_id: null, name },
          select: { id: true },
        })
      ).id;
    await demoDocument(school, tree, await folderId('Szabályzatok'), 'Házirend', ['Az iskola házirendje, 2026/2027-es tanév.', 'Elfogadta a nevelőtestület.']);
    await demoDocument(school, tree, await folderId('Szabályzatok'), 'Házirend', [
      'Az iskola házirendje, 2026/2027-es tanév.',
      'Módosítva: a mobiltelefon-használat szabályai.',
    ]);
    await demoDocument(school, tree, await folderId('Jegyzőkönyvek'), 'Tanévnyitó értekezlet', ['Jegyzőkönyv a tanévnyitó nevelőtestületi értekezletről.']);
    const events = await demoFolder(school, tree, null, 'Rendezvények 2026');
    await demoDocument(school, tree, events, 'Szalagavató meghívó', ['Meghívó a 2026. évi szalagavató ünnepségre.']);
  }
}

export const myDocumentsDemo = defineDemo({ records: { order: 400, seed: seedOwnDocuments } });
