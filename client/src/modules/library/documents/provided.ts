// eTanker dokumentumok (MODULES.md §3.60): read-only to schools, kept by the centre.
import { libraryScreens } from './library.ts';

export const screens = libraryScreens({
  moduleKey: 'providedDocuments',
  title: 'eTanker dokumentumok',
  restBase: 'dokumentumtar/etanker-dokumentumok',
  writable: true,
  hides: false,
});
