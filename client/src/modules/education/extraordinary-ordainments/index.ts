// Rendkívüli elrendelések (MODULES.md §3.37): list, new and details rendered from the module's
// meta/ (the type from its static list, the period rule with it).
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'extraordinaryOrdainments',
  title: 'Rendkívüli elrendelések',
  newLabel: 'Új elrendelés',
  newTitle: 'Új rendkívüli elrendelés',
  noun: 'Rendkívüli elrendelés',
  accusative: 'rendkívüli elrendelést',
  recordTitle: (record) => String(record.name ?? 'Rendkívüli elrendelés'),
  extraFieldsModule: 'extraordinary_ordainments',
});
