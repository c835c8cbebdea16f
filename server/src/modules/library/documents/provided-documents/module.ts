// eTanker dokumentumok (MODULES.md §3.60): documents the centre provides to every school, under
// /api/dokumentumtar/etanker-dokumentumok/: read-only to schools (`read_only` on every entry),
// kept by the centre with the same calls as the shared tree (ours; the spec shows only GET).
import { defineSpecialModule } from '../../../registration.ts';
import { documentLibraryOperations, libraryHost } from '../operations.ts';

const restBase = 'dokumentumtar/etanker-dokumentumok';

export const providedDocuments = defineSpecialModule({
  ...libraryHost('providedDocuments', restBase),
  operations: documentLibraryOperations({ library: 'provided', restBase }),
});
