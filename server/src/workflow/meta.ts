// The meta/ answer of a module with a manifest (GET /api/{base}/meta/, tRPC `<module>.meta`):
// its fields, list columns, filters and sortable columns, so the client's generic screens render
// it from the server's declaration (DESIGN.md "Module manifest").
import type { TColumnMeta, TModuleMeta } from '@etanker/shared/field-meta.ts';
import { notFound } from '../http/errors.ts';
import type { TAnyPlainModule, TAnyWorkflowModule } from './define.ts';
import { CASE_ORDER_COLUMNS } from './list.ts';

/** The Case's columns every workflow list shows after the module's own. */
const CASE_COLUMNS: TColumnMeta[] = [
  { key: 'institution', label: 'Intézmény', format: 'text' },
  { key: 'waiting_for', label: 'Kire vár', format: 'text' },
  { key: 'created_at', label: 'Létrehozva', format: 'datetime' },
];

export function moduleMeta(def: TAnyWorkflowModule | TAnyPlainModule): TModuleMeta {
  if (!def.manifest) throw notFound();
  const workflow = def.kind === 'workflow';
  return {
    key: def.key,
    kind: def.kind,
    ...(def.kind === 'workflow' ? { initialState: def.initialState } : {}),
    label: def.label,
    restBase: def.restBase,
    fields: def.manifest.fieldMeta,
    columns: workflow ? [...def.manifest.listColumns, ...CASE_COLUMNS] : def.manifest.listColumns,
    filters: Object.keys(def.filters),
    orderBy: Object.keys(workflow ? { ...CASE_ORDER_COLUMNS, ...def.orderBy } : def.orderBy),
    exportable: def.exportColumns.length > 0,
    ...(def.kind === 'plain' && def.files ? { files: { comments: Boolean(def.files.comments), attachments: Boolean(def.files.attachments) } } : {}),
    ...(def.kind === 'workflow' && def.attachments === false ? { files: { comments: true, attachments: false } } : {}),
  };
}
