import type { ReactNode } from 'react';
import type { TRule } from '@etanker/shared/validation.ts';
import { validate } from '@etanker/shared/validation.ts';
import type { TOption } from './selectSearch.ts';

export type TFieldType = 'text' | 'textarea' | 'email' | 'number' | 'money' | 'date' | 'datetime' | 'select' | 'multi_select' | 'checkbox' | 'custom';

export type TFormValues = Record<string, unknown>;

export interface TCustomFieldProps {
  values: TFormValues;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Sets another field of the form (a picker that fills the fields it looked up). */
  setField: (name: string, value: unknown) => void;
  readOnly: boolean;
  error?: string;
  errors: Record<string, string[]>;
  lists: TOptionLists;
  /** the field's options, when it has any (an id list's rows to pick from) */
  choices?: TOption[];
}

export interface TFieldConfig {
  name: string;
  label: string;
  type: TFieldType;
  required?: boolean;
  /** Required as a module setting says (start-up settings by group); decides `required` when given. */
  requiredBy?: (settings: TSettingsByGroup) => boolean;
  rules?: TRule[];
  /** options of select fields, from the start-up data the form receives */
  options?: (lists: TOptionLists) => TOption[];
  /** what an editable select offers when narrower than `options`, which still name the values
   * (an institution picker offers the writer's scope); the value the field holds stays offered */
  pickable?: (lists: TOptionLists) => TOption[];
  suffix?: string;
  /** a number that is no amount (a year): shown without the thousands separator */
  ungrouped?: boolean;
  /** the name of the field group this field opens (an address), shown above it as a heading */
  heading?: string;
  /** layout variant of 000 §9 */
  width?: 'narrow' | 'wide';
  /** shown on details, never edited */
  readOnly?: boolean;
  defaultValue?: unknown;
  render?: (props: TCustomFieldProps) => ReactNode;
  /** a rule that needs other values; returns the message or null */
  check?: (value: unknown, values: TFormValues) => string | null;
  /** value sent to the server; defaults per type */
  toPayload?: (value: unknown, values: TFormValues) => unknown;
  /**
   * A value the form derives from the others (a gross amount from product lines): while it
   * answers one, the field shows it read-only with `computedHint` and sends it; undefined: typed.
   */
  computed?: (values: TFormValues) => unknown;
  computedHint?: string;
  /** a person's personal data: left out of the details of a record whose reader may not see it (`can_view_personal_data`) */
  personal?: boolean;
}

/** The field's derived value, or undefined when the user types it. */
export const computedValue = (field: TFieldConfig, values: TFormValues): unknown => field.computed?.(values);

/** The start-up settings, { group: { key: value } } (/api/beallitasok/). */
export type TSettingsByGroup = Record<string, unknown>;

/** The fields as the live settings make them (e.g. a required marker that a setting turns off). */
export function settleFields(fields: readonly TFieldConfig[], settings: TSettingsByGroup): TFieldConfig[] {
  return fields.map((field) => (field.requiredBy ? { ...field, required: field.requiredBy(settings) } : field));
}

/** Static lists, institutions and the like, keyed by name, for option builders. */
export type TOptionLists = Record<string, ReadonlyArray<Record<string, unknown>>>;

export function defineFieldsConfig(fields: TFieldConfig[]): TFieldConfig[] {
  return fields;
}

function idOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'id' in value ? (value as { id: unknown }).id : value;
}

function emptyValue(type: TFieldType): unknown {
  if (type === 'checkbox') return false;
  if (type === 'multi_select') return [];
  if (type === 'text' || type === 'textarea' || type === 'email') return '';
  return null;
}

/** A record's value as the form edits it: relations by id (as text for selects). */
export function toFormValue(field: TFieldConfig, value: unknown): unknown {
  if (value === undefined) return field.defaultValue ?? emptyValue(field.type);
  switch (field.type) {
    case 'select': {
      const id = idOf(value);
      return id === null || id === undefined ? null : String(id);
    }
    case 'multi_select':
      return Array.isArray(value) ? value.map((item) => String(idOf(item))) : [];
    default:
      return value;
  }
}

/** Field names may reach into nested objects: 'address.zip_code'. */
function readPath(record: Record<string, unknown> | null, name: string): unknown {
  return name
    .split('.')
    .reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), record);
}

function writePath(target: TFormValues, name: string, value: unknown): void {
  const keys = name.split('.');
  const parent = keys.slice(0, -1).reduce<TFormValues>((node, key) => {
    node[key] ??= {};
    return node[key] as TFormValues;
  }, target);
  parent[keys[keys.length - 1]] = value;
}

export function initialFormValues(fields: readonly TFieldConfig[], record: Record<string, unknown> | null): TFormValues {
  return Object.fromEntries(fields.map((field) => [field.name, toFormValue(field, readPath(record, field.name))]));
}

function typedId(value: string): string | number {
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Form values → the payload: ids back to numbers, empty numbers → null (000 §5). */
export function toPayload(fields: readonly TFieldConfig[], values: TFormValues): TFormValues {
  const payload: TFormValues = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    const derived = computedValue(field, values);
    const value = derived === undefined ? values[field.name] : derived;
    let sent: unknown = value;
    if (field.toPayload) sent = field.toPayload(value, values);
    else if (field.type === 'select') sent = value === null || value === '' ? null : typedId(String(value));
    else if (field.type === 'multi_select') sent = (value as string[]).map(typedId);
    else if (field.type === 'number' || field.type === 'money') sent = value === '' || value === null || value === undefined ? null : Number(value);
    writePath(payload, field.name, sent);
  }
  return payload;
}

/** Client-side validation with the spec's messages; returns errors keyed by field. */
export function validateFields(fields: readonly TFieldConfig[], values: TFormValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    if (field.readOnly || computedValue(field, values) !== undefined) continue;
    const rules: TRule[] = [
      ...(field.required ? [{ type: 'required' } as const] : []),
      ...(field.type === 'email' ? [{ type: 'email' } as const] : []),
      ...(field.rules ?? []),
    ];
    const message = validate(values[field.name], rules) ?? field.check?.(values[field.name], values) ?? null;
    if (message) errors[field.name] = [message];
  }
  return errors;
}
