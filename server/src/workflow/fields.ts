// Field declarations of a module manifest (DESIGN.md "Module manifest"): one declaration per
// field says its type, Hungarian label, rules (fitting the column) and where it appears; the
// manifest (manifest.ts) derives the zod inputs, the Prisma select, the API shape, the list,
// export, filter and order_by columns and the meta the client renders from.
import { z } from 'zod';
import type { TFieldKind, TRelationKind } from '@etanker/shared/field-meta.ts';
import { ZDate, ZDateTimeValue, ZRowId } from '../http/schemas.ts';

/** Where a field appears besides the forms. */
export interface TFieldFlags {
  /** a column of the client's list */
  list?: boolean;
  /** a column of the xlsx export; a number is its width */
  export?: boolean | number;
  /** a row of the module's PDF */
  pdf?: boolean;
  /** a list filter: the kind's own (yes/no, several keys, text prefix); 'range' adds min_<name> and max_<name> on numbers and dates */
  filter?: boolean | 'range';
  /** a column `order_by` takes */
  orderBy?: boolean;
  width?: 'narrow' | 'wide';
  /** unit after the value: m², fő */
  suffix?: string;
  /** false: a field of the API the generic form does not ask for (a contract number another system gives) */
  form?: boolean;
  /** a person's personal data (tax id, TAJ, bank account, address): answered null, left out of exports and PDFs, to
   * whoever does not read the record's personal data (access/personal-data.ts) */
  personal?: boolean;
}

/** `TKind` is the builder's kind as a literal type: manifest-model.ts checks it against the model's column. */
export interface TField<TSchema extends z.ZodType | null = z.ZodType | null, TApi = unknown, TKind extends TFieldKind = TFieldKind> extends TFieldFlags {
  kind: TKind;
  label: string;
  required: boolean;
  readOnly: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  decimals?: number;
  /** an integer shown without the thousands separator (a year) */
  ungrouped?: boolean;
  default?: unknown;
  staticList?: string;
  relation?: TRelationKind;
  choices?: readonly { value: string; label: string }[];
  fields?: TFieldMap;
  /** a group's column prefix: its fields are stored as `<prefix><field>` (seat_zip_code), so a table can hold two groups */
  columnPrefix?: string;
  /** a group's one-line text (an address as a letter heads it): its PDF row under the group's label */
  line?: (value: never) => string;
  /** the child column a `lines` field is ordered by */
  linesOrderBy?: string;
  /** the value of a computed field from the stored row (read-only; not an input) */
  computed?: (row: Record<string, unknown>) => TApi;
  /** the fields a computed value reads, selected for list and export rows too */
  reads?: readonly string[];
  /** the input schema; null for read-only fields */
  schema: TSchema;
  /** the type of the API value, for inference only */
  readonly api?: TApi;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a map of fields of any type
export type TFieldMap = Record<string, TField<any, any>>;

type TRequired<R> = R extends true ? true : false;
/** Optional text answers '' when left out. */
type TText<R> = TRequired<R> extends true ? z.ZodType<string, string> : z.ZodDefault<z.ZodType<string, string>>;
/** Optional numbers, dates and references answer null when left out (000 §5). */
type TNullable<S extends z.ZodType, R> = TRequired<R> extends true ? S : z.ZodDefault<z.ZodNullable<S>>;
type TApiNullable<T, R> = TRequired<R> extends true ? T : T | null;

interface TBase<R extends boolean | undefined> extends TFieldFlags {
  required?: R;
}

interface TTextOptions<R extends boolean | undefined> extends TBase<R> {
  /** the column's length */
  max: number;
  minLength?: number;
  default?: string;
  /** a format the text must have when given, with its message */
  pattern?: { regex: RegExp; message: string };
  /** the stored form of a valid text (tax ids with dashes) */
  normalize?: (value: string) => string;
}

function textSchema<R extends boolean | undefined>(o: TTextOptions<R>, email = false): TText<R> {
  const min = o.required ? Math.max(1, o.minLength ?? 1) : (o.minLength ?? 0);
  let schema: z.ZodType<string, string> = z.string().trim().min(min).max(o.max);
  if (email) schema = schema.refine((v) => v === '' || z.email().safeParse(v).success, 'Nem valós email!');
  const pattern = o.pattern;
  if (pattern) schema = schema.refine((v) => v === '' || pattern.regex.test(v), pattern.message);
  const normalize = o.normalize;
  if (normalize) schema = schema.transform((v) => (v === '' ? v : normalize(v)));
  return (o.required ? schema : schema.default(o.default ?? '')) as TText<R>;
}

function textField<K extends 'text' | 'long_text' | 'email', R extends boolean | undefined>(
  kind: K,
  label: string,
  o: TTextOptions<R>,
  email = false,
): TField<TText<R>, string, K> {
  const { required, max, minLength, default: value, pattern: _pattern, normalize: _normalize, ...flags } = o;
  return { ...flags, kind, label, required: Boolean(required), readOnly: false, maxLength: max, minLength, default: value ?? '', schema: textSchema(o, email) };
}

export const text = <R extends boolean | undefined = undefined>(label: string, o: TTextOptions<R>) => textField('text', label, o);
export const longText = <R extends boolean | undefined = undefined>(label: string, o: TTextOptions<R>) => textField('long_text', label, o);
export const email = <R extends boolean | undefined = undefined>(label: string, o: TTextOptions<R>) => textField('email', label, o, true);

interface TNumberOptions<R extends boolean | undefined> extends TBase<R> {
  min: number;
  /** the column's largest value */
  max: number;
  /** the value when left out (else null) */
  default?: number;
}

/** An integer that is a code, not an amount (a year, a month): shown as its digits, never grouped ('2026', not '2 026'). */
interface TIntegerOptions<R extends boolean | undefined> extends TNumberOptions<R> {
  ungrouped?: boolean;
}

function numberField<K extends 'integer' | 'decimal' | 'money', R extends boolean | undefined>(
  kind: K,
  label: string,
  o: TIntegerOptions<R> & { decimals?: number },
): TField<TNullable<z.ZodNumber, R>, TApiNullable<number, R>, K> {
  const { required, min, max, decimals, default: value, ...flags } = o;
  let schema = z.number().min(min).max(max);
  if (kind === 'integer') schema = schema.int();
  else if (decimals !== undefined) schema = schema.multipleOf(10 ** -decimals, `Legfeljebb ${decimals} tizedesjegy adható meg.`);
  const input = value !== undefined ? schema.default(value) : required ? schema : schema.nullable().default(null);
  return {
    ...flags,
    kind,
    label,
    required: Boolean(required),
    readOnly: false,
    min,
    max,
    decimals: kind === 'integer' ? 0 : decimals,
    default: value ?? null,
    schema: input as TNullable<z.ZodNumber, R>,
  };
}

export const integer = <R extends boolean | undefined = undefined>(label: string, o: TIntegerOptions<R>) => numberField('integer', label, o);
export const decimal = <R extends boolean | undefined = undefined>(label: string, o: TNumberOptions<R> & { decimals: number }) =>
  numberField('decimal', label, o);
export const money = <R extends boolean | undefined = undefined>(label: string, o: TNumberOptions<R>) => numberField('money', label, { ...o, decimals: 2 });

export function boolean(label: string, o: TFieldFlags & { default: boolean }): TField<z.ZodDefault<z.ZodBoolean>, boolean, 'boolean'> {
  const { default: value, ...flags } = o;
  return { ...flags, kind: 'boolean', label, required: false, readOnly: false, default: value, schema: z.boolean().default(value) };
}

/** A calendar day: YYYY-MM-DD on the wire, a date column in the table. */
export function date<R extends boolean | undefined = undefined>(
  label: string,
  o: TBase<R> = {},
): TField<TNullable<typeof ZDate, R>, TApiNullable<string, R>, 'date'> {
  const { required, ...flags } = o;
  return {
    ...flags,
    kind: 'date',
    label,
    required: Boolean(required),
    readOnly: false,
    default: null,
    schema: (required ? ZDate : ZDate.nullable().default(null)) as TNullable<typeof ZDate, R>,
  };
}

/** An instant: Budapest wall-clock 'YYYY-MM-DD HH:mm' on the wire (001 §5), a timestamp column in the table. */
export function dateTime(label: string, o: TFieldFlags = {}): TField<typeof ZDateTimeValue, string, 'datetime'> {
  return { ...o, kind: 'datetime', label, required: true, readOnly: false, default: null, schema: ZDateTimeValue };
}

/** One of fixed choices written in the code (value → label). */
export function choice<const V extends string>(
  label: string,
  o: TFieldFlags & { choices: Record<V, string>; default: NoInfer<V> },
): TField<z.ZodDefault<z.ZodEnum<Record<V, V>>>, V, 'choice'> {
  const { choices, default: value, ...flags } = o;
  const values = Object.keys(choices) as [V, ...V[]];
  return {
    ...flags,
    kind: 'choice',
    label,
    required: true,
    readOnly: false,
    default: value,
    choices: values.map((v) => ({ value: v, label: choices[v] })),
    // zod's enum of a generic tuple of values does not narrow to those values.
    schema: (z.enum(values) as unknown as z.ZodEnum<Record<V, V>>).default(value as never),
  };
}

type TRef = { id: number; name: string };

/** A key of a static list (StaticItem): the input takes the key, the API answers {id, name}. */
export function staticKey<R extends boolean | undefined = undefined>(
  label: string,
  list: string,
  o: TBase<R> & { default?: number } = {},
): TField<TNullable<typeof ZRowId, R>, TApiNullable<TRef, R>, 'static'> {
  const { required, default: value, ...flags } = o;
  const schema = value !== undefined ? ZRowId.default(value) : required ? ZRowId : ZRowId.nullable().default(null);
  return {
    ...flags,
    kind: 'static',
    label,
    staticList: list,
    required: Boolean(required),
    readOnly: false,
    default: value ?? null,
    schema: schema as TNullable<typeof ZRowId, R>,
  };
}

/** A row of another table (its column is `<name>_id`): the input takes the id, the API answers {id, name}. */
export function relation<R extends boolean | undefined = undefined>(
  label: string,
  table: TRelationKind,
  o: TBase<R> = {},
): TField<TNullable<typeof ZRowId, R>, TApiNullable<TRef, R>, 'relation'> {
  const { required, ...flags } = o;
  return {
    ...flags,
    kind: 'relation',
    label,
    relation: table,
    required: Boolean(required),
    readOnly: false,
    default: null,
    schema: (required ? ZRowId : ZRowId.nullable().default(null)) as TNullable<typeof ZRowId, R>,
  };
}

/** The input object of a map of fields (read-only fields are no input). */
type TInputObject<F extends TFieldMap> = z.ZodObject<
  { [K in keyof F as F[K]['schema'] extends z.ZodType ? K : never]: Exclude<F[K]['schema'], null> },
  z.core.$strict
>;
type TGroupSchema<F extends TFieldMap> = z.ZodDefault<TInputObject<F>>;
type TApiValue<F> = F extends TField<z.ZodType | null, infer A> ? A : never;
/** A row as the API answers it. */
export type TApiOf<F extends TFieldMap> = { [K in keyof F]: TApiValue<F[K]> };

/** The input schema of a map of fields: a strict object (an unknown field is 'Ismeretlen mező.'). */
export function inputSchema<F extends TFieldMap>(fields: F): TInputObject<F> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) if (field.schema) shape[name] = field.schema;
  // zod types an object by a shape literal; this shape is built from the field map at run time.
  return z.object(shape).strict() as unknown as TInputObject<F>;
}

/**
 * A nested object of fields (an address): stored flat in the module's table (under `prefix`, when
 * the table holds more than one group), answered as one object. A group with a required field is
 * required itself: a default would stand in for it unchecked.
 */
export function group<F extends TFieldMap>(
  label: string,
  fields: F,
  o: Pick<TFieldFlags, 'pdf'> & { prefix?: string; line?: (value: TApiOf<F>) => string } = {},
): TField<TGroupSchema<F>, TApiOf<F>, 'group'> {
  const defaults = Object.fromEntries(Object.entries(fields).flatMap(([name, f]) => (f.schema ? [[name, f.default]] : [])));
  const required = Object.values(fields).some((f) => f.required);
  // The defaults are the fields' own, gathered at run time: zod cannot type them as the group's output.
  const schema = required ? inputSchema(fields) : inputSchema(fields).default(defaults as never);
  const { prefix, line, ...flags } = o;
  return {
    ...flags,
    kind: 'group',
    label,
    required,
    readOnly: false,
    fields,
    ...(prefix ? { columnPrefix: prefix } : {}),
    ...(line ? { line: line as (value: never) => string } : {}),
    schema: schema as TGroupSchema<F>,
  };
}

/**
 * Ids of rows of another table, stored as one id array column (the users involved): the input
 * takes the ids, the API answers [{id, name}] in their order (PUT takes that answer back, read-shape.ts).
 */
export function ids(label: string, table: TRelationKind, o: TFieldFlags & { max: number }): TField<z.ZodDefault<z.ZodArray<typeof ZRowId>>, TRef[], 'ids'> {
  const { max, ...flags } = o;
  return { ...flags, kind: 'ids', label, relation: table, required: false, readOnly: false, default: [], schema: z.array(ZRowId).max(max).default([]) };
}

/** Keys of a static list, stored as one int array column (the attachment types a record requires): answered as [{id, name}] too. */
export function staticKeys(label: string, list: string, o: TFieldFlags & { max: number }): TField<z.ZodDefault<z.ZodArray<typeof ZRowId>>, TRef[], 'ids'> {
  const { max, ...flags } = o;
  return { ...flags, kind: 'ids', label, staticList: list, required: false, readOnly: false, default: [], schema: z.array(ZRowId).max(max).default([]) };
}

/** A rule on one line of a `lines` field (its total fits the column). */
export interface TLineRule<F extends TFieldMap> {
  path: string;
  message: string;
  holds: (line: z.output<TInputObject<F>>) => boolean;
}

type TLineSchema<F extends TFieldMap> = z.ZodDefault<z.ZodArray<z.ZodType<z.output<TInputObject<F>> & { id?: number }, unknown>>>;

/**
 * Rows of a child table (a commitment's product lines), answered with their ids in `orderBy`
 * order. A line sent back with its id is that line (kept across PUT, see child-lines.ts);
 * without one, a new line; its read-only fields are the server's (a line's prices).
 */
export function lines<F extends TFieldMap>(
  label: string,
  fields: F,
  o: TFieldFlags & { max: number; order: string; rules?: TLineRule<F>[] },
): TField<TLineSchema<F>, (TApiOf<F> & { id: number })[], 'lines'> {
  const { max, order, rules = [], ...flags } = o;
  const line = rules.reduce<z.ZodType>(
    (schema, rule) => schema.refine((value) => rule.holds(value as z.output<TInputObject<F>>), { path: rule.path.split('.'), message: rule.message }),
    inputSchema(fields).extend({ id: ZRowId.optional() }),
  );
  return {
    ...flags,
    kind: 'lines',
    label,
    required: false,
    readOnly: false,
    default: [],
    fields,
    linesOrderBy: order,
    schema: z.array(line).max(max).default([]) as TLineSchema<F>,
  };
}

/** A stored value only the server writes (an approved cost, a line's net price): answered, never
 * an input, and empty (null) until the server writes it. */
export const kept = <T, K extends TFieldKind>(field: TField<z.ZodType, T, K>): TField<null, T, K> => ({
  ...field,
  required: false,
  readOnly: true,
  schema: null,
});

/** A read-only value the server computes from the stored row (a display name; `kind` says when it is a number or a yes/no).
 * Its kind stays the wide TFieldKind: it has no column to be checked against. */
export function computed<T>(
  label: string,
  value: (row: Record<string, unknown>) => T,
  o: TFieldFlags & { kind?: 'text' | 'integer' | 'boolean'; reads?: readonly string[] } = {},
): TField<null, T> {
  return { ...o, kind: o.kind ?? 'text', label, required: false, readOnly: true, computed: value, schema: null };
}
