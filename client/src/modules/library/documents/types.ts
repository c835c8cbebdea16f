// A library as the browser knows it, and the answers' shape (the server's modules/library/documents/read.ts).
import type { TModuleKey } from '@etanker/shared/modules.ts';

export interface TLibrary {
  moduleKey: TModuleKey;
  title: string;
  /** under /api/ */
  restBase: string;
  /** folders and uploads (all but export documents) */
  writable: boolean;
  /** new entries may be hidden from the schools (shared documents) */
  hides: boolean;
}

export interface TDocumentEntry {
  id: number;
  name: string;
  parent: number | null;
  institution: { id: number; name: string } | null;
  is_folder: boolean;
  read_only: boolean;
  descendants_can_see: boolean;
  file: string | null;
  file_name: string | null;
  mime_type: string | null;
  size: number | null;
  version_count: number;
  created_at: string;
  updated_at: string;
  can_delete: boolean;
}

export interface TDocumentFolder extends Omit<TDocumentEntry, 'id'> {
  id: number | null;
  entries: TDocumentEntry[];
  path: { id: number; name: string }[];
  versions: {
    id: number;
    file_name: string;
    mime_type: string;
    size: number;
    created_at: string;
    creator: { id: number; name: string } | null;
    file: string;
  }[];
  can_create: boolean;
}
