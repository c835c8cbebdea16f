// Saját dokumentumok (MODULES.md §3.60): a school's own folder tree, its folders and files, under
// /api/dokumentumtar/sajat-dokumentumok/ (documents/operations.ts); a new school's tree starts
// with the predefined folders (predefined.ts).
import { defineSpecialModule } from '../../../registration.ts';
import { documentLibraryOperations, libraryHost } from '../operations.ts';
import { ensurePredefinedFolders } from './predefined.ts';

const restBase = 'dokumentumtar/sajat-dokumentumok';

export const myDocuments = defineSpecialModule({
  ...libraryHost('myDocuments', restBase),
  operations: documentLibraryOperations({ library: 'own', restBase, beforeRoot: ensurePredefinedFolders }),
});
