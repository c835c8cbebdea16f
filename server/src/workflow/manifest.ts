// A module manifest (DESIGN.md "Module manifest"): its field declarations (fields.ts) and
// everything derived from them: the zod input, the Prisma select, the API shape of a row
// (static values and relations as {id, name}, id lists as [{id, name}], dates as YYYY-MM-DD), the stored data of an
// input, the list, export and PDF columns, the filters, the `order_by` columns and the field
// meta the client renders from. The module keeps only what is its own (rules across fields,
// search text, side effects).
import { z } from 'zod';
import type { TColumnFormat, TColumnMeta, TFieldMeta, TRelationKind } from '@etanker/shared/field-meta.ts';
import { fieldsRead, ruleHolds, type TCrossFieldRule } from '@etanker/shared/cross-field-rules.ts';
import { formatDate, formatDateTime, formatMoney, formatNumber, parseDate } from '@etanker/shared/format.ts';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { badRequest, type TFieldErrors } from '../http/errors.ts';
import { apiDate } from '../core/dates.ts';
import { INT4_MAX, ZDate } from '../http/schemas.ts';
import { DB_MESSAGES } from '../http/db-errors.ts';
import { filter, type TExportColumn, type TFilter, type TRecordView } from './define.ts';
import type { TOrderColumns } from './order-by.ts';
import { institutionChoices, ZQueryBool, ZQueryIds, ZQueryStaticKeys } from './filters.ts';
import { staticItemChoices, staticItemExists, staticItemNames, staticItemRef, staticKeysOfCodes } from './static-items.ts';
import { readableIds, relationChoices, relationNames, relationTable } from './relations.ts';
import { inputSchema, type TApiOf, type TField, type TFieldMap } from './fields.ts';

type TRow = Record<string, unknown>;
type TRef = { id: number; name: string };
/** Names a row's answer needs: static list items by list, the rows id-list fields name by table. */
interface TNames {
  lists: Map<string, Map<number, string>>;
  rows: Map<TRelationKind, Map<number, string>>;
}

/** A stored field: where its value sits in the API answer, in the input and in the table. */
interface TLeaf {
  /** the API key, dotted inside a group: address.city */
  key: string;
  /** the table's column (a relation's foreign key: institution_id) */
  column: string;
  /** the name of the field itself (a relation's Prisma relation) */
  name: string;
  field: TField;
}

/** A rule across fields that only the server can check (it computes with the server's code: a total
 * of lines, a KSH code's tax number). Rules the client can check too are TCrossFieldRule data. */
export interface TInputRule<TInput> {
  path: string;
  message: string;
  holds: (input: TInput) => boolean;
}

const NULLABLE_KINDS = new Set(['integer', 'decimal', 'money', 'date', 'datetime', 'static', 'relation']);
// A datetime field is answered as Budapest wall-clock text: lists and exports show that text as
// it is (a 'datetime' column would read it as UTC and shift it by the offset).
const EXPORT_TYPES: Partial<Record<string, TExportColumn['type']>> = { integer: 'number', decimal: 'number', money: 'money', date: 'date' };
const COLUMN_FORMATS: Partial<Record<string, TColumnFormat>> = { integer: 'number', decimal: 'number', money: 'money', date: 'date' };
const INVALID_CHOICE = 'Érvénytelen választás.';
const NOT_FOUND = 'Nem létező elem.';
const TOO_LARGE = DB_MESSAGES.tooLarge;

/** The stored fields; with `computed`, the computed ones too (exported beside them, no column). */
function leavesOf(fields: TFieldMap, prefix = '', computed = false, columnPrefix = ''): TLeaf[] {
  return Object.entries(fields).flatMap(([name, field]): TLeaf[] => {
    if (field.kind === 'group') return leavesOf(field.fields ?? {}, `${prefix}${name}.`, computed, field.columnPrefix);
    if ((field.computed && !computed) || field.kind === 'lines') return [];
    const stored = `${columnPrefix}${name}`;
    return [{ key: `${prefix}${name}`, column: field.kind === 'relation' ? `${stored}_id` : stored, name: stored, field }];
  });
}

const valueAt = (value: unknown, key: string) =>
  key.split('.').reduce<unknown>((v, part) => (v && typeof v === 'object' ? (v as TRow)[part] : undefined), value);
const headerOf = (field: TField) => (field.suffix ? `${field.label} (${field.suffix})` : field.label);

/** `rulesAt`: the cross-field rules whose message belongs to a field, by its dotted path. */
function fieldMeta(name: string, field: TField, rulesAt: (path: string) => TCrossFieldRule[], path = name): TFieldMeta {
  const meta: TFieldMeta = { name, label: field.label, kind: field.kind, required: field.required, readOnly: field.readOnly };
  const crossFieldRules = rulesAt(path);
  const optional = {
    min: field.min,
    max: field.max,
    minLength: field.minLength,
    maxLength: field.maxLength,
    decimals: field.decimals,
    ungrouped: field.ungrouped,
    default: field.default,
    staticList: field.staticList,
    relation: field.relation,
    choices: field.choices && [...field.choices],
    fields: field.fields && Object.entries(field.fields).map(([child, f]) => fieldMeta(child, f, rulesAt, `${path}.${child}`)),
    suffix: field.suffix,
    width: field.width,
    form: field.form,
    personal: field.personal,
    crossFieldRules: crossFieldRules.length ? crossFieldRules : undefined,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(meta, { [key]: value });
  return meta;
}

/** A list column: a choice field's cells show its labels, not its stored values. */
const columnMeta = (key: string, label: string, field: TField): TColumnMeta => ({
  key,
  label,
  format: field.ungrouped ? 'code' : (COLUMN_FORMATS[field.kind] ?? 'text'),
  ...(field.kind === 'choice' && field.choices ? { choices: [...field.choices] } : {}),
});

/** The names of an id list's answer, in its order: 'Díszterem, Tornaterem'. */
const namesText = (refs: readonly TRef[]) => refs.map((ref) => ref.name).join(', ');

/** A cell's text in a PDF. */
function pdfText(field: TField, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return namesText(value as TRef[]);
  if (typeof value === 'object' && 'name' in value) return String(value.name);
  switch (field.kind) {
    case 'boolean':
      return value ? 'Igen' : 'Nem';
    case 'date':
      return formatDate(value as string);
    case 'money':
      return formatMoney(value as number);
    case 'integer':
    case 'decimal':
      return `${field.ungrouped ? String(value) : formatNumber(value as number)}${field.suffix ? ` ${field.suffix}` : ''}`;
    case 'choice':
      return field.choices?.find((c) => c.value === value)?.label ?? String(value);
    default:
      return String(value);
  }
}

/** `make`'s value, made on the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

function selectOf(fields: TFieldMap): Record<string, unknown> {
  const select: Record<string, unknown> = { id: true };
  for (const leaf of leavesOf(fields))
    select[leaf.field.kind === 'relation' ? leaf.name : leaf.column] =
      leaf.field.relation && leaf.field.kind === 'relation' ? { select: relationTable(leaf.field.relation).select } : true;
  for (const [name, field] of Object.entries(fields))
    if (field.kind === 'lines') select[name] = { orderBy: { [field.linesOrderBy!]: 'asc' }, select: selectOf(field.fields ?? {}) };
  return select;
}

/** A cross-field rule naming a field the manifest lacks is a mistake of the module: it fails at start-up. */
function checkRuleFields(fields: TFieldMap, rules: readonly TCrossFieldRule[]) {
  const paths = new Set(leavesOf(fields).map((leaf) => leaf.key));
  for (const rule of rules)
    for (const path of [rule.field, ...fieldsRead(rule)]) if (!paths.has(path)) throw new Error(`A cross-field rule names no field '${path}' of its manifest.`);
}

export function defineManifest<F extends TFieldMap>(
  fields: F,
  opts: { rules?: readonly (TInputRule<z.output<ReturnType<typeof inputSchema<F>>>> | TCrossFieldRule)[] } = {},
) {
  type TInput = z.output<ReturnType<typeof inputSchema<F>>>;
  const leaves = leavesOf(fields);
  const exported = leavesOf(fields, '', true).filter((l) => l.field.export);
  const serverRules = (opts.rules ?? []).filter((rule): rule is TInputRule<TInput> => 'holds' in rule);
  const crossFieldRules = (opts.rules ?? []).filter((rule): rule is TCrossFieldRule => 'kind' in rule);
  checkRuleFields(fields, crossFieldRules);
  const withServerRules = serverRules.reduce(
    (schema, rule) => schema.refine((value) => rule.holds(value as TInput), { path: rule.path.split('.'), message: rule.message }),
    inputSchema(fields),
  );
  const input = crossFieldRules.reduce(
    (schema, rule) => schema.refine((value) => ruleHolds(rule, (path) => valueAt(value, path)), { path: rule.field.split('.'), message: rule.message }),
    withServerRules,
  );
  const lineLeaves = Object.values(fields).flatMap((f) => (f.kind === 'lines' ? leavesOf(f.fields ?? {}) : []));
  const staticLists = [...new Set([...leaves, ...lineLeaves].flatMap((l) => (l.field.staticList ? [l.field.staticList] : [])))];
  const personalKeys = Object.entries(fields).flatMap(([name, f]) => (f.personal ? [name] : []));
  const isPersonal = (leaf: TLeaf) => leaf.field.personal || personalKeys.includes(leaf.key.split('.')[0]);
  /** The id-list fields naming rows of another table (a booking's rooms). */
  const idLists = leaves.filter((l) => l.field.kind === 'ids' && l.field.relation);
  /** The id-list fields of child lines (a subtask's assignees), by their lines field. */
  const lineIdLists = Object.entries(fields).flatMap(([lines, f]) =>
    f.kind === 'lines' ? leavesOf(f.fields ?? {}).flatMap((leaf) => (leaf.field.kind === 'ids' && leaf.field.relation ? [{ lines, leaf }] : [])) : [],
  );

  // The selects are made on first use: a relation's select is its table's, which the module keeping
  // it declares (relations.ts) and the registry hands over once every module is loaded.
  /** The Prisma select of the module's table: every stored column, relations with what their name needs, child lines in order. */
  const select = once(() => selectOf(fields));
  /** The select of a plain module's list and export rows: child lines only when listed or exported (a meter's readings are not). */
  const rowSelect = once(() =>
    Object.fromEntries(Object.entries(select()).filter(([name]) => fields[name]?.kind !== 'lines' || fields[name].list || fields[name].export)),
  );
  /** The raw columns (a copy of the row). */
  const columnSelect: Record<string, true> = Object.fromEntries(leaves.map((l) => [l.column, true]));

  function apiValue(field: TField, leafName: string, row: TRow, names: TNames): unknown {
    if (field.computed) return field.computed(row);
    const value = row[leafName];
    switch (field.kind) {
      case 'group':
        return Object.fromEntries(
          Object.entries(field.fields ?? {}).map(([child, f]) => [child, apiValue(f, `${field.columnPrefix ?? ''}${child}`, row, names)]),
        );
      case 'relation': {
        const table = relationTable(field.relation!);
        // The row its table's select read (relations.ts: `name` takes that row, typed per table).
        return value ? Object.assign({ id: (value as { id: number }).id, name: table.name(value as never) }, table.more?.(value as never)) : null;
      }
      case 'lines':
        // Left out of list and export rows (rowSelect).
        if (value === undefined) return undefined;
        return (value as TRow[]).map((line) => ({
          id: line.id,
          ...Object.fromEntries(Object.entries(field.fields ?? {}).map(([child, f]) => [child, apiValue(f, child, line, names)])),
        }));
      case 'static':
        return staticItemRef(names.lists.get(field.staticList!) ?? new Map(), value as number | null);
      case 'ids': {
        // Left out of list rows unless listed (listSelect).
        if (value === undefined) return undefined;
        const known = (field.staticList ? names.lists.get(field.staticList) : names.rows.get(field.relation!)) ?? new Map<number, string>();
        return (value as number[]).map((id): TRef => ({ id, name: known.get(id) ?? '' }));
      }
      case 'decimal':
      case 'money':
        return value === null || value === undefined ? null : Number(value);
      case 'date':
        return apiDate(value as Date | null);
      case 'datetime':
        return value ? formatDateTime(value as Date) : null;
      default:
        return value;
    }
  }

  /** A stored row (read with `select`) as the API answers it. */
  const toApi = (row: TRow, names: TNames) =>
    Object.assign({ id: row.id as number }, Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, apiValue(f, name, row, names)]))) as {
      id: number;
    } & TApiOf<F>;

  // A workflow list row carries only the fields of the list and the export (not a long description);
  // a group (a seat address) comes whole when one of its fields is listed or exported, a computed
  // value with the fields it reads.
  const inRow = (f: TField): boolean => (f.kind === 'group' ? Object.values(f.fields ?? {}).some(inRow) : Boolean(f.list || f.export));
  const listed = Object.entries(fields).filter(([, f]) => inRow(f));
  const listSelect = once(() =>
    Object.fromEntries(
      listed.flatMap(([name, f]) =>
        f.kind === 'group'
          ? Object.keys(f.fields ?? {}).map((child) => [`${f.columnPrefix ?? ''}${child}`, true])
          : f.computed
            ? (f.reads ?? []).map((read) => [read, select()[read]])
            : [[name, f.relation ? { select: relationTable(f.relation).select } : true]],
      ),
    ),
  );
  // Typed as the API shape's fields (a list row holds those of the list and the export), so the tRPC client sees them.
  const toListRow = (row: TRow, names: TNames) => Object.fromEntries(listed.map(([name, f]) => [name, apiValue(f, name, row, names)])) as Partial<TApiOf<F>>;

  const manifest = {
    fields,
    input,
    get select() {
      return select();
    },
    get rowSelect() {
      return rowSelect();
    },
    columnSelect,
    toApi,
    /** The select and the shape of the list and export fields alone. */
    get listSelect() {
      return listSelect();
    },
    toListRow,
    /**
     * The names toApi needs for `rows` (stored rows, read with a select of this manifest): the
     * static lists' (cached), and the rows their id-list fields name, one query a table. Read
     * for whoever may read the record, whatever their rights to the named table's module.
     */
    loadNames: async (tx: TTx, rows: readonly TRow[]): Promise<TNames> => {
      const tables = [...new Set([...idLists, ...lineIdLists.map((l) => l.leaf)].map((l) => l.field.relation!))];
      const idsOf = (table: TRelationKind) => [
        ...idLists.filter((l) => l.field.relation === table).flatMap((l) => rows.flatMap((row) => (row[l.column] as number[] | undefined) ?? [])),
        ...lineIdLists
          .filter((l) => l.leaf.field.relation === table)
          .flatMap((l) =>
            rows.flatMap((row) => ((row[l.lines] as TRow[] | undefined) ?? []).flatMap((line) => (line[l.leaf.column] as number[] | undefined) ?? [])),
          ),
      ];
      const [lists, named] = await Promise.all([
        Promise.all(staticLists.map(async (list) => [list, await staticItemNames(tx, list)] as const)),
        Promise.all(tables.map(async (table) => [table, await relationNames(tx, table, idsOf(table))] as const)),
      ]);
      return { lists: new Map(lists), rows: new Map(named) };
    },

    /** An input as the table stores it: groups flat, relations as their foreign key, dates as Date. */
    toData(data: TInput): TRow {
      const out: TRow = {};
      for (const leaf of leaves) {
        const value = valueAt(data, leaf.key);
        if (value === undefined) continue;
        out[leaf.column] = leaf.field.kind === 'date' && typeof value === 'string' ? parseDate(value) : value;
      }
      return out;
    },

    /**
     * Static keys must be active items of their list; relations (one id or an id list) rows the
     * writer may read (relations.ts `readable`), else the field's 400 as for an id no row has.
     */
    async checkReferences(tx: TTx, data: TInput, user: TCurrentUser) {
      const errors: TFieldErrors = {};
      for (const leaf of leaves) {
        const value = valueAt(data, leaf.key);
        const values = (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');
        if (!values.length) continue;
        if (leaf.field.staticList) {
          for (const key of values) if (!(await staticItemExists(tx, leaf.field.staticList, key))) errors[leaf.key] = [INVALID_CHOICE];
        } else if (leaf.field.relation) {
          const readable = await readableIds(tx, leaf.field.relation, values, user);
          if (values.some((id) => !readable.has(id))) errors[leaf.key] = [NOT_FOUND];
        }
      }
      if (Object.keys(errors).length) throw badRequest(errors);
    },

    exportColumns: exported.map((l): TExportColumn => {
      const type = EXPORT_TYPES[l.field.kind];
      return { header: headerOf(l.field), key: l.key, width: typeof l.field.export === 'number' ? l.field.export : 16, ...(type ? { type } : {}) };
    }),

    /** An API row as export cells: groups flat by their dotted key, references by name, yes/no and choices in words. */
    exportCells(row: TRow): TRow {
      const out: TRow = { id: row.id };
      for (const leaf of exported) {
        const value = valueAt(row, leaf.key);
        out[leaf.key] =
          leaf.field.kind === 'boolean'
            ? value
              ? 'Igen'
              : 'Nem'
            : leaf.field.kind === 'choice'
              ? (leaf.field.choices?.find((c) => c.value === value)?.label ?? value)
              : Array.isArray(value)
                ? namesText(value as TRef[])
                : value && typeof value === 'object' && 'name' in value
                  ? value.name
                  : value;
      }
      return out;
    },

    /** The API keys of the personal data (fields flagged `personal`): null to whoever does not read it (access/personal-data.ts). */
    personalKeys,

    /** The rows of the module's PDF: [label, text] of every field marked `pdf`; personal ones only for a `view` that reads them
     * (the document's render is handed it), so a PDF that does not say is printed without them. */
    // A group with its own line (an address) prints as one row under its label, not field by field.
    pdfRows: (row: TRow, view: TRecordView = { personal: false }): [string, string][] =>
      Object.entries(fields).flatMap(([name, f]): [string, string][] =>
        f.kind === 'group' && f.line
          ? f.pdf && (view.personal || !f.personal)
            ? // The group's value as toApi answered it: `line` is typed by the group's own fields.
              [[f.label, f.line(row[name] as never)]]
            : []
          : leaves
              .filter((l) => l.key.split('.')[0] === name && l.field.pdf && (view.personal || !isPersonal(l)))
              .map((l): [string, string] => [l.field.label, pdfText(l.field, valueAt(row, l.key))]),
      ),

    /** The `order_by` columns; `wrap` puts a column's order under the table's relation (a workflow module's record on Case). */
    orderBy<TOrder>(wrap: (order: TRow) => TOrder): TOrderColumns<TOrder> {
      const columns: TOrderColumns<TOrder> = {};
      for (const leaf of leaves) {
        if (!leaf.field.orderBy) continue;
        const name = leaf.key.split('.').at(-1)!;
        if (leaf.field.kind === 'relation') columns[name] = (d) => wrap({ [leaf.name]: { name: d } });
        else if (!leaf.field.required && NULLABLE_KINDS.has(leaf.field.kind)) columns[name] = (d) => wrap({ [leaf.column]: { sort: d, nulls: 'last' } });
        else columns[name] = (d) => wrap({ [leaf.column]: d });
      }
      return columns;
    },

    /** The list filters of the fields marked `filter`, in field order; `wrap` as for orderBy. */
    filters<TWhere>(wrap: (where: TRow) => TWhere): Record<string, TFilter<TWhere>> {
      const out: Record<string, TFilter<TWhere>> = {};
      for (const { key, column, field } of leaves) {
        if (!field.filter) continue;
        const name = key.split('.').at(-1)!;
        const label = field.label;
        if (field.filter === 'range' && field.kind === 'date') {
          // A day range: min_<name> and max_<name> as YYYY-MM-DD, both days included.
          const bound = (word: string, op: 'gte' | 'lte') =>
            filter({
              schema: ZDate,
              where: (v) => wrap({ [column]: { [op]: parseDate(v) } }),
              options: () => ({ label: `${label} (${word})`, type: 'date' as const }),
            });
          out[`min_${name}`] = bound('-tól', 'gte');
          out[`max_${name}`] = bound('-ig', 'lte');
        } else if (field.filter === 'range') {
          // An integer column is an int4: a bound past it would overflow in PostgreSQL.
          const number =
            field.kind === 'integer'
              ? z.coerce
                  .number('Érvénytelen szám.')
                  .min(Math.max(field.min ?? -INT4_MAX, -INT4_MAX))
                  .max(INT4_MAX, TOO_LARGE)
              : z.coerce.number('Érvénytelen szám.').min(field.min ?? -Infinity);
          const unit = field.suffix ? ` (${field.suffix})` : '';
          const bound = (word: string, op: 'gte' | 'lte') =>
            filter({
              schema: number,
              where: (v) => wrap({ [column]: { [op]: v } }),
              options: () => ({ label: `${word} ${label.toLowerCase()}${unit}`, type: 'number' as const }),
            });
          out[`min_${name}`] = bound('Minimum', 'gte');
          out[`max_${name}`] = bound('Maximum', 'lte');
        } else if (field.kind === 'boolean') {
          out[name] = filter({ schema: ZQueryBool, where: (v) => wrap({ [column]: v }), options: () => ({ label, type: 'bool' as const }) });
        } else if (field.kind === 'static' || field.kind === 'relation') {
          const { staticList: list, relation } = field;
          // Institutions are offered within the caller's scope, small tables whole (relations.ts `offered`); others take ids only.
          const choices = () =>
            list
              ? (ctx: TAuthedContext) => staticItemChoices(ctx.prisma, list)
              : relation === 'institution'
                ? institutionChoices
                : relation && relationTable(relation).offered
                  ? (ctx: TAuthedContext) => relationChoices(ctx.prisma, relation, ctx.user)
                  : null;
          const options = () => {
            const choose = choices();
            return choose ? async (ctx: TAuthedContext) => ({ label, type: 'multi_select' as const, choices: await choose(ctx) }) : undefined;
          };
          // A getter, as the selects: whether a table is offered whole is its module's declaration.
          out[name] = list
            ? filter({
                schema: ZQueryStaticKeys,
                where: async (values, ctx) => wrap({ [column]: { in: await staticKeysOfCodes(ctx.prisma, list, values) } }),
                get options() {
                  return options();
                },
              })
            : filter({
                schema: ZQueryIds,
                where: (ids) => wrap({ [column]: { in: ids } }),
                get options() {
                  return options();
                },
              });
        } else {
          out[name] = filter({
            schema: z.string().trim().min(1),
            where: (v) => wrap({ [column]: { startsWith: v } }),
            options: () => ({ label, type: 'text' as const }),
          });
        }
      }
      return out;
    },

    /** What the client's forms show: every field with its rules. */
    fieldMeta: Object.entries(fields).map(([name, field]) => fieldMeta(name, field, (path) => crossFieldRules.filter((rule) => rule.field === path))),
    /** The rules across fields, checked on every write and sent in the meta at their fields. */
    crossFieldRules,
    /** The list columns of the fields marked `list`. */
    listColumns: [
      ...Object.entries(fields).flatMap(([name, field]) =>
        field.kind === 'group'
          ? Object.entries(field.fields ?? {})
              .filter(([, f]) => f.list)
              .map(([child, f]) => columnMeta(`${name}.${child}`, f.label, f))
          : field.list
            ? [columnMeta(name, headerOf(field), field)]
            : [],
      ),
    ] satisfies TColumnMeta[],
  };
  return manifest;
}

export type TManifest<F extends TFieldMap = TFieldMap> = ReturnType<typeof defineManifest<F>>;
