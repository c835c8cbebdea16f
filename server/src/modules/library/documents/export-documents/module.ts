// Export documents (MODULES.md §3.60): the caller's own folder of spreadsheet exports, under
// /api/dokumentumtar/export-dokumentumok/: read, downloaded and deleted by its owner only; nobody
// creates folders or uploads here.
import { defineSpecialModule } from '../../../registration.ts';
import { documentReadOperations, libraryHost } from '../operations.ts';

const restBase = 'dokumentumtar/export-dokumentumok';

export const exportDocuments = defineSpecialModule({
  ...libraryHost('exportDocuments', restBase),
  operations: documentReadOperations({ library: 'export', restBase }),
});
