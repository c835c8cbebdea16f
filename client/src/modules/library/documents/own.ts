// Saját dokumentumok (MODULES.md §3.60): a school's own tree.
import { libraryScreens } from './library.ts';

export const screens = libraryScreens({
  moduleKey: 'myDocuments',
  title: 'Saját dokumentumok',
  restBase: 'dokumentumtar/sajat-dokumentumok',
  writable: true,
  hides: false,
});
