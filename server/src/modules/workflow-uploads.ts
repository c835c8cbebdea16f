// Multipart create and update of a workflow module with `uploads` (an invoice and its file): the
// form's text fields become the input the JSON body carries, typed by the module's manifest
// (the named files are stored by the create and update operations, workflow-operations.ts).
import type { TFieldMeta } from '@etanker/shared/field-meta.ts';
import { jsonField } from '../rest/multipart.ts';

/** One form field's text as the JSON input would carry it, by the field's kind; other fields (institution, extra answers) as JSON when they parse. */
function typedValue(fields: Record<string, string>, name: string, kind: TFieldMeta['kind'] | undefined): unknown {
  const raw = fields[name];
  switch (kind) {
    case 'text':
    case 'long_text':
    case 'email':
    case 'choice':
      return raw;
    case 'date':
    case 'datetime':
      return raw === '' ? null : raw;
    case 'integer':
    case 'decimal':
    case 'money':
    case 'static':
    case 'relation':
      // A text that is no number is left as text: the schema answers its own message for it.
      return raw === '' || raw === 'null' ? null : Number.isNaN(Number(raw)) ? raw : Number(raw);
    case 'boolean':
      return raw === 'true' || raw === '1' || raw === 'on' ? true : raw === 'false' || raw === '0' || raw === '' ? false : raw;
    case 'lines':
    case 'ids':
    case 'group':
      return jsonField(fields, name);
    default:
      return /^[[{\d"]|^(true|false|null)$/.test(raw) ? jsonField(fields, name) : raw;
  }
}

/** The input of a multipart form: a `data` field holding the JSON input, or one field each. */
export function multipartInput(fields: Record<string, string>, meta: readonly TFieldMeta[]): Record<string, unknown> {
  if (fields.data !== undefined) return jsonField(fields, 'data') as Record<string, unknown>;
  const kinds = new Map(meta.map((f) => [f.name, f.kind]));
  return Object.fromEntries(Object.keys(fields).map((name) => [name, typedValue(fields, name, kinds.get(name))]));
}
