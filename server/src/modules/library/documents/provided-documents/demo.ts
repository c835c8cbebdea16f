// Demo provided documents: the templates and regulations every school reads and none changes.
import { defineDemo, type TDemoRecordsKit } from '../../../../../../prisma/seed/demo/kit.ts';
import { treeOf } from '../libraries.ts';
import { demoDocument, demoFolder } from '../demo-files.ts';

async function seedProvidedDocuments({ as }: TDemoRecordsKit): Promise<void> {
  const centre = await as('admin@etanker.local');
  const tree = treeOf(centre.user, 'provided');
  if (await centre.prisma.documentEntry.count({ where: { library: 'provided' } })) return;
  const templates = await demoFolder(centre, tree, null, 'Sablonok');
  await demoDocument(centre, tree, templates, 'Megbízási szerződés sablon', ['Sablon óraadói és egyéb megbízási szerződésekhez.']);
  await demoDocument(centre, tree, templates, 'Jegyzőkönyv sablon', ['Sablon értekezletek jegyzőkönyvéhez.']);
  const rules = await demoFolder(centre, tree, null, 'Szabályzatok');
  await demoDocument(centre, tree, rules, 'Adatkezelési szabályzat', ['A centrum és iskolái adatkezelési szabályzata.']);
}

export const providedDocumentsDemo = defineDemo({ records: { order: 402, seed: seedProvidedDocuments } });
