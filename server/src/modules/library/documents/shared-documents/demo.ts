// Demo shared documents: the centre's tree with circulars the schools read, and a branch still
// in preparation that they do not see (descendants_can_see false).
import { defineDemo, type TDemoRecordsKit } from '../../../../../../prisma/seed/demo/kit.ts';
import { treeOf } from '../libraries.ts';
import { demoDocument, demoFolder } from '../demo-files.ts';

async function seedSharedDocuments({ as }: TDemoRecordsKit): Promise<void> {
  const centre = await as('admin@etanker.local');
  const tree = treeOf(centre.user, 'shared');
  if (await centre.prisma.documentEntry.count({ where: { library: 'shared' } })) return;
  const circulars = await demoFolder(centre, tree, null, 'Körlevelek');
  await demoDocument(centre, tree, circulars, 'Körlevél a tanév rendjéről', ['A 2026/2027-es tanév rendje és a tanítási szünetek.']);
  await demoDocument(centre, tree, circulars, 'Körlevél a beszerzésekről', ['A belső raktárból rendelés menete és határideje.']);
  const guides = await demoFolder(centre, tree, null, 'Útmutatók');
  await demoDocument(centre, tree, guides, 'Kötelezettségvállalás útmutató', ['Hogyan rögzítsen kötelezettségvállalást az eTanker portálon.']);
  const draft = await demoFolder(centre, tree, null, 'Előkészítés alatt', false);
  await demoDocument(centre, tree, draft, 'Új gazdálkodási szabályzat tervezete', ['Tervezet, még nem hatályos.']);
}

export const sharedDocumentsDemo = defineDemo({ records: { order: 401, seed: seedSharedDocuments } });
