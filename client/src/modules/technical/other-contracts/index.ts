// Egyéb szerződések (MODULES.md §3.48): list, new and details rendered from the module's meta/.
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'otherContracts',
  title: 'Egyéb szerződések',
  newLabel: 'Új szerződés',
  newTitle: 'Új egyéb szerződés',
  noun: 'Egyéb szerződés',
  accusative: 'szerződést',
  recordTitle: (record) => String(record.name ?? 'Egyéb szerződés'),
  extraFieldsModule: 'other_contracts',
});
