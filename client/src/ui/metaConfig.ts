// A module's screens from its meta/ answer (shared/src/field-meta.ts): the fields of its forms
// and the columns of its list, built the way hand-written configs are; a module's client config
// adds only what the server cannot know (paths, button texts, a field's own rendering).
import { createElement } from 'react';
import type { TColumnMeta, TFieldMeta } from '@etanker/shared/field-meta.ts';
import type { TRule } from '@etanker/shared/validation.ts';
import { brokenRuleMessage, type TCrossFieldRule } from '@etanker/shared/cross-field-rules.ts';
import type { TFieldConfig, TFieldType, TOptionLists } from './fieldsConfig.ts';
import type { TColumn } from './listConfig.ts';
import { formatCell } from './listConfig.ts';
import { partnerLabel } from './formatters.ts';
import { institutionOptions, optionsOf, writableInstitutionOptions } from './useOptionLists.ts';
import { RefsSelect } from './RefsSelect.tsx';
import { refIds } from './refs.ts';

const FIELD_TYPES: Record<TFieldMeta['kind'], TFieldType> = {
  text: 'text',
  long_text: 'textarea',
  email: 'email',
  integer: 'number',
  decimal: 'number',
  money: 'money',
  boolean: 'checkbox',
  date: 'date',
  datetime: 'datetime',
  choice: 'select',
  static: 'select',
  relation: 'select',
  group: 'custom',
  lines: 'custom',
  ids: 'custom',
};

/** The options of a relation: the rows the start-up data carries (institutions, referents, partners). */
function relationOptions(field: TFieldMeta, lists: TOptionLists) {
  switch (field.relation) {
    case 'institution':
      return institutionOptions(lists);
    case 'user':
      return optionsOf(lists, 'referents');
    case 'partner':
      return optionsOf(lists, 'partners', (entry) => String(entry.display_name ?? partnerLabel(entry as { name: string })));
    default:
      return [];
  }
}

function rulesOf(field: TFieldMeta): TRule[] {
  const rules: TRule[] = [];
  if (field.minLength && field.minLength > 1) rules.push({ type: 'minLength', n: field.minLength });
  if (field.min !== undefined) rules.push({ type: 'min', n: field.min });
  if (field.max !== undefined) rules.push({ type: 'max', n: field.max });
  return rules;
}

/** The server's rules across fields at a field (checked again on save), then the screen's own check. */
function checkOf(rules: readonly TCrossFieldRule[], own: TFieldConfig['check']): TFieldConfig['check'] {
  if (!rules.length) return own;
  return (value, values) => brokenRuleMessage(rules, (name) => values[name]) ?? own?.(value, values) ?? null;
}

function fieldConfig(field: TFieldMeta, name: string): TFieldConfig {
  const config: TFieldConfig = { name, label: field.label, type: FIELD_TYPES[field.kind], required: field.required, rules: rulesOf(field) };
  // Selects hold their option values as text: a static key's default (currency 1) must be '1' to show.
  if (field.default !== undefined && field.default !== null) config.defaultValue = FIELD_TYPES[field.kind] === 'select' ? String(field.default) : field.default;
  if (field.suffix) config.suffix = field.suffix;
  if (field.width) config.width = field.width;
  if (field.personal) config.personal = true;
  if (field.ungrouped) config.ungrouped = true;
  if (field.kind === 'choice') config.options = () => (field.choices ?? []).map((c) => ({ value: c.value, label: c.label }));
  const list = field.staticList;
  if (list) config.options = (lists) => optionsOf(lists, list);
  if (field.kind === 'relation' || (field.kind === 'ids' && field.relation)) config.options = (lists) => relationOptions(field, lists);
  // A record's school is checked against the writer's scope on save: the picker offers only that.
  if (field.kind === 'relation' && field.relation === 'institution') config.pickable = writableInstitutionOptions;
  // An id list keeps the names the record answered (refs.ts) and sends the ids.
  if (field.kind === 'ids') {
    config.defaultValue = [];
    config.render = (props) => createElement(RefsSelect, { ...props, label: field.label, options: props.choices ?? [] });
    config.toPayload = refIds;
  }
  return config;
}

/** The form fields of a module: groups flattened to dotted names (address.city); read-only fields
 * and the API's fields the form does not ask (`form: false`) are left out, or shown (never edited)
 * on the details page when named in `shown`. */
export function fieldsFromMeta(
  fields: readonly TFieldMeta[],
  overrides: Record<string, Partial<TFieldConfig>> = {},
  prefix = '',
  shown: readonly string[] = [],
): TFieldConfig[] {
  return fields.flatMap((field) => {
    const name = `${prefix}${field.name}`;
    if (field.kind === 'group') {
      // A personal group's fields are each personal.
      const children = field.personal ? (field.fields ?? []).map((child) => ({ ...child, personal: true })) : (field.fields ?? []);
      // The group's fields ('Irányítószám', 'Város') say nothing of whose address they are: its label heads them.
      const [first, ...rest] = fieldsFromMeta(children, overrides, `${name}.`, shown);
      return first ? [{ heading: field.label, ...first }, ...rest] : [];
    }
    if ((field.readOnly || field.form === false) && !shown.includes(name)) return [];
    const config = { ...fieldConfig(field, name), ...(field.readOnly || field.form === false ? { readOnly: true, required: false } : {}), ...overrides[name] };
    const check = checkOf(field.crossFieldRules ?? [], config.check);
    return [check ? { ...config, check } : config];
  });
}

/** Form fields of the Case every workflow record has besides its module's (a module's screen adds them with `addFields`). */
export const CASE_FIELDS = {
  affected_institution: {
    name: 'affected_institution',
    label: 'Érintett intézmény',
    type: 'select',
    options: institutionOptions,
    pickable: writableInstitutionOptions,
  },
} as const satisfies Record<string, TFieldConfig>;

/** The Case columns every workflow list row carries besides the meta's, by their labels: a screen names them in `listColumns`. */
const CASE_COLUMN_LABELS: Readonly<Record<string, string>> = { reference_number: 'Iktatószám', affected_institution: 'Érintett intézmény' };

/** The meta's form fields with the screen's own: each after the field its `after` names, else at the end. */
export function withAdded(fields: readonly TFieldConfig[], added: readonly (TFieldConfig & { after?: string })[] = []): TFieldConfig[] {
  const out = [...fields];
  for (const { after, ...field } of added) {
    const at = after === undefined ? -1 : out.findIndex((f) => f.name === after);
    if (after !== undefined && at < 0) throw new Error(`The screen config places '${field.name}' after no field '${after}'.`);
    out.splice(at < 0 ? out.length : at + 1, 0, field);
  }
  return out;
}

const readPath = (row: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), row);

/** A cell as people read it: a choice by its label, the rest by the column's format. */
const cellText = (column: TColumnMeta, value: unknown) => column.choices?.find((choice) => choice.value === value)?.label ?? formatCell(value, column.format);

/** The list columns of a module; a dotted key reads inside a group. With `order`, those columns in
 * that order; a key the meta lacks is a Case column every row carries (CASE_COLUMN_LABELS) or one of `overrides`. */
export function columnsFromMeta(columns: readonly TColumnMeta[], overrides: Record<string, Partial<TColumn>> = {}, order?: readonly string[]): TColumn[] {
  const fromMeta = columns.map((column) => ({
    key: column.key,
    label: column.label,
    format: column.format,
    ...(column.key.includes('.') || column.choices ? { render: (row: Record<string, unknown>) => cellText(column, readPath(row, column.key)) } : {}),
    ...overrides[column.key],
  }));
  const ownKeys = new Set([...Object.keys(overrides), ...(order ?? [])].filter((key) => !columns.some((meta) => meta.key === key)));
  const own = [...ownKeys].flatMap((key) => {
    const label = overrides[key]?.label ?? CASE_COLUMN_LABELS[key];
    return label ? [{ ...overrides[key], key, label }] : [];
  });
  return inOrder([...fromMeta, ...(order ? own : [])], (column) => column.key, order);
}

/** Items in the order `names` gives them (a screen's choice of fields or columns); all of them
 * in their own order without `names`. A name without an item is a mistake of the config. */
export function inOrder<T>(items: readonly T[], keyOf: (item: T) => string, names?: readonly string[]): T[] {
  if (!names) return [...items];
  const byKey = new Map(items.map((item) => [keyOf(item), item]));
  return names.map((name) => {
    const item = byKey.get(name);
    if (!item) throw new Error(`The screen config names no field or column '${name}'.`);
    return item;
  });
}
