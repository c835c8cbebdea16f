// Export dokumentumok (MODULES.md §3.60): the caller's exports, read and deleted.
import { libraryScreens } from './library.ts';

export const screens = libraryScreens({
  moduleKey: 'exportDocuments',
  title: 'Export dokumentumok',
  restBase: 'dokumentumtar/export-dokumentumok',
  writable: false,
  hides: false,
});
