// A module's answers in the OpenAPI document, from its manifest (the same field declarations that
// shape the answers): the list page, one record, and an example of each.
import type { TFieldMeta, TModuleMeta } from '@etanker/shared/field-meta.ts';
import { orNull, ref, WORKFLOW_EXAMPLE, type TJsonSchema } from './common-schemas.ts';

export interface TResponseDoc {
  schema: TJsonSchema;
  example?: unknown;
}

export interface TModuleSchemas {
  list: TResponseDoc;
  record: TResponseDoc;
}

function fieldSchema(f: TFieldMeta): TJsonSchema {
  const described = (schema: TJsonSchema): TJsonSchema => ({ ...schema, description: f.label, ...(f.readOnly ? { readOnly: true } : {}) });
  const value = (): TJsonSchema => {
    switch (f.kind) {
      case 'text':
      case 'long_text':
        return { type: 'string', ...(f.maxLength ? { maxLength: f.maxLength } : {}) };
      case 'email':
        return { type: 'string', anyOf: [{ format: 'email' }, { maxLength: 0 }], description: 'E-mail cím (üres, ha nincs)' };
      case 'integer':
        return { type: 'integer' };
      case 'decimal':
      case 'money':
        return { type: 'number' };
      case 'boolean':
        return { type: 'boolean' };
      case 'date':
        return { type: 'string', format: 'date', description: 'YYYY-MM-DD' };
      case 'datetime':
        return { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$', description: 'YYYY-MM-DD HH:mm, budapesti idő' };
      case 'choice':
        return { type: 'string', enum: (f.choices ?? []).map((c) => c.value) };
      case 'static':
      case 'relation':
        return ref('Named');
      case 'group':
        return { type: 'object', properties: Object.fromEntries((f.fields ?? []).map((sub) => [sub.name, fieldSchema(sub)])) };
      case 'lines':
        return {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'integer' }, ...Object.fromEntries((f.fields ?? []).map((sub) => [sub.name, fieldSchema(sub)])) },
          },
        };
      // Answered as [{id, name}]; a PUT takes that or the ids.
      case 'ids':
        return { type: 'array', items: ref('Named') };
    }
  };
  const schema = value();
  // Texts answer '' and lists [] when empty; numbers, dates and references answer null.
  const neverNull = ['text', 'long_text', 'email', 'boolean', 'lines', 'ids', 'group'].includes(f.kind);
  return described(f.required || neverNull ? schema : orNull(schema));
}

function fieldExample(f: TFieldMeta): unknown {
  if (f.default !== undefined && f.default !== null && f.kind !== 'static' && f.kind !== 'email') return f.default;
  switch (f.kind) {
    case 'text':
    case 'long_text':
      return f.label;
    case 'email':
      return 'kiss.katalin@example.hu';
    case 'integer':
      return f.min !== undefined ? Math.max(f.min, 1) : 1;
    case 'decimal':
      return 12.5;
    case 'money':
      return 125000;
    case 'boolean':
      return false;
    case 'date':
      return '2026-11-25';
    case 'datetime':
      return '2026-11-25 08:00';
    case 'choice':
      return f.choices?.[0]?.value ?? null;
    case 'static':
    case 'relation':
      return { id: 1, name: f.label };
    case 'group':
      return Object.fromEntries((f.fields ?? []).map((sub) => [sub.name, fieldExample(sub)]));
    case 'lines':
      return [{ id: 1, ...Object.fromEntries((f.fields ?? []).map((sub) => [sub.name, fieldExample(sub)])) }];
    case 'ids':
      return [{ id: 1, name: f.label }];
  }
}

const pick = <T>(entries: Record<string, T>, keys: ReadonlySet<string>) => Object.fromEntries(Object.entries(entries).filter(([key]) => keys.has(key)));

/** A module without a manifest documents the kit's part of its answers. */
export const NO_MANIFEST = { fields: [], columns: [] };

export function moduleSchemas(meta: Pick<TModuleMeta, 'kind' | 'fields' | 'columns'>): TModuleSchemas {
  const workflow = meta.kind === 'workflow';
  const properties = Object.fromEntries(meta.fields.map((f) => [f.name, fieldSchema(f)]));
  const example = Object.fromEntries(meta.fields.map((f) => [f.name, fieldExample(f)]));
  const listKeys = new Set(meta.columns.map((column) => column.key.split('.')[0]));
  const row = {
    allOf: [
      workflow ? ref('WorkflowListRow') : { type: 'object', properties: { id: { type: 'integer' } } },
      { type: 'object', properties: pick(properties, listKeys) },
    ],
  };
  const common = workflow ? WORKFLOW_EXAMPLE : { id: 42 };
  return {
    list: {
      schema: {
        type: 'object',
        required: ['data', 'total', 'can_create'],
        properties: { data: { type: 'array', items: row }, total: { type: 'integer' }, can_create: { type: 'boolean' } },
      },
      example: { data: [{ ...common, ...pick(example, listKeys) }], total: 1, can_create: true },
    },
    record: {
      schema: { allOf: [workflow ? ref('WorkflowDetail') : ref('PlainDetail'), { type: 'object', properties }] },
      example: { ...common, ...example, can_edit: true },
    },
  };
}
