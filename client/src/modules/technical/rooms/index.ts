// Termek (MODULES.md §3.42): list, new and details rendered from the module's meta/.
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'rooms',
  title: 'Termek',
  newLabel: 'Új terem',
  newTitle: 'Új terem',
  noun: 'Terem',
  accusative: 'termet',
  recordTitle: (record) => String(record.name),
});
