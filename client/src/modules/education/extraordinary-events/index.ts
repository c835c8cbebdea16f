// Rendkívüli események (MODULES.md §3.36): list, new and details rendered from the module's meta/;
// the school is answered with its OM code, and the records carry no attachments (the meta says so).
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'extraordinaryEvents',
  title: 'Rendkívüli események',
  newLabel: 'Új bejelentés',
  newTitle: 'Új rendkívüli esemény',
  noun: 'Rendkívüli esemény',
  accusative: 'rendkívüli eseményt',
  recordTitle: (record) => String(record.title ?? 'Rendkívüli esemény'),
  extraFieldsModule: 'extraordinary_events',
});
