// Megosztott dokumentumok (MODULES.md §3.60): the centre's tree shared with the schools.
import { libraryScreens } from './library.ts';

export const screens = libraryScreens({
  moduleKey: 'sharedDocuments',
  title: 'Megosztott dokumentumok',
  restBase: 'dokumentumtar/megosztott-dokumentumok',
  writable: true,
  hides: true,
});
