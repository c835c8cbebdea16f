// The document library's four menus (MODULES.md §3.60) are one folder browser: a section per
// library, the root at lista.html, a folder or a file at {id}.html.
import { moduleSection } from '../../../ui/section.ts';

export const sections = [
  moduleSection('myDocuments', () => import('./own.ts')),
  moduleSection('sharedDocuments', () => import('./shared.ts')),
  moduleSection('providedDocuments', () => import('./provided.ts')),
  moduleSection('exportDocuments', () => import('./exports.ts')),
];
