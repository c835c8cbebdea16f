// Megosztott dokumentumok (MODULES.md §3.60): the centre's tree shared with its schools, under
// /api/dokumentumtar/megosztott-dokumentumok/. The centre writes it; a school sees an entry while
// it and every folder above it have `descendants_can_see` (documents/tree.ts).
import { defineSpecialModule } from '../../../registration.ts';
import { documentLibraryOperations, libraryHost } from '../operations.ts';

const restBase = 'dokumentumtar/megosztott-dokumentumok';

export const sharedDocuments = defineSpecialModule({
  ...libraryHost('sharedDocuments', restBase),
  operations: documentLibraryOperations({ library: 'shared', restBase }),
});
