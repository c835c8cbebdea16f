// Rendszerhibák (MODULES.md §3.5): list, new and details rendered from the module's meta/.
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'systemErrorReports',
  title: 'Rendszerhibák',
  newLabel: 'Új hibajelentés',
  newTitle: 'Rendszerhiba bejelentése',
  noun: 'Rendszerhiba-bejelentés',
  accusative: 'rendszerhiba-bejelentést',
  recordTitle: (record) => String(record.title ?? 'Rendszerhiba'),
});
