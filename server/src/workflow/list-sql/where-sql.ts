// A Prisma `where` as an SQL condition. Filters, scope and search stay declared once, as the
// Prisma wheres every other read uses (access/scope.ts, workflow/filters.ts, the manifests);
// the list compiles them into its one statement (DESIGN.md "List reads in SQL"). Only what those
// wheres use is known here; anything else throws, and tests/kit/list-sql.test.ts runs every
// module's every filter through it.
import { Prisma } from '../../generated/prisma/client.ts';
import { modelOf, type TColumn, type TRelation } from './schema.ts';

type TWhere = Record<string, unknown>;

/** Aliases of the subqueries a statement joins, unique within it. */
export interface TAliases {
  next(): string;
}

export const aliases = (prefix = 't'): TAliases => {
  let n = 0;
  return { next: () => `${prefix}${++n}` };
};

const TRUE = Prisma.sql`TRUE`;
const FALSE = Prisma.sql`FALSE`;
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const columnOf = (alias: string, name: string) => Prisma.raw(`${alias}.${quoted(name)}`);

const ARRAY_TYPES: Record<string, string> = { Int: 'int[]', String: 'text[]' };

/** A value as a parameter of the column's type; dates as ISO text cast to the column's kind (a UTC instant either way), JSON as its text. */
function param(column: TColumn, value: unknown): Prisma.Sql {
  if (column.type === 'Json') return Prisma.sql`${JSON.stringify(value)}::jsonb`;
  if (value instanceof Date) {
    const cast = column.native === 'Date' ? 'date' : column.native === 'Timestamptz' ? 'timestamptz' : 'timestamp';
    return Prisma.sql`${value.toISOString()}::${Prisma.raw(cast)}`;
  }
  return Prisma.sql`${value}`;
}

function arrayParam(column: TColumn, values: unknown[]): Prisma.Sql {
  const type = ARRAY_TYPES[column.type];
  if (!type) throw new Error(`list-sql: no array type for ${column.type}`);
  return Prisma.sql`${values}::${Prisma.raw(type)}`;
}

const and = (parts: Prisma.Sql[]) => (parts.length ? Prisma.sql`(${Prisma.join(parts, ' AND ')})` : TRUE);
const or = (parts: Prisma.Sql[]) => (parts.length ? Prisma.sql`(${Prisma.join(parts, ' OR ')})` : FALSE);
const isPlainObject = (v: unknown): v is TWhere => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
const listOf = (v: unknown): TWhere[] => (Array.isArray(v) ? v : [v]) as TWhere[];

/** A text search's pattern: the text goes in as it is, as Prisma sends it ('%' and '_' stay wildcards). */
const pattern = (before: string, text: unknown, after: string) => `${before}${String(text)}${after}`;

function scalarSql(col: Prisma.Sql, column: TColumn, condition: unknown): Prisma.Sql {
  if (condition === null) return Prisma.sql`${col} IS NULL`;
  if (!isPlainObject(condition)) return Prisma.sql`${col} = ${param(column, condition)}`;
  const parts: Prisma.Sql[] = [];
  // `mode: 'insensitive'` is Prisma's ILIKE.
  const like = Prisma.raw(condition.mode === 'insensitive' ? 'ILIKE' : 'LIKE');
  for (const [op, value] of Object.entries(condition)) {
    if (value === undefined || op === 'mode') continue;
    switch (op) {
      case 'equals':
        parts.push(scalarSql(col, column, value));
        break;
      case 'not':
        parts.push(
          value === null
            ? Prisma.sql`${col} IS NOT NULL`
            : isPlainObject(value)
              ? Prisma.sql`NOT ${scalarSql(col, column, value)}`
              : Prisma.sql`${col} <> ${param(column, value)}`,
        );
        break;
      case 'in':
        parts.push((value as unknown[]).length ? Prisma.sql`${col} = ANY(${arrayParam(column, value as unknown[])})` : FALSE);
        break;
      case 'notIn':
        parts.push((value as unknown[]).length ? Prisma.sql`NOT (${col} = ANY(${arrayParam(column, value as unknown[])}))` : TRUE);
        break;
      case 'lt':
        parts.push(Prisma.sql`${col} < ${param(column, value)}`);
        break;
      case 'lte':
        parts.push(Prisma.sql`${col} <= ${param(column, value)}`);
        break;
      case 'gt':
        parts.push(Prisma.sql`${col} > ${param(column, value)}`);
        break;
      case 'gte':
        parts.push(Prisma.sql`${col} >= ${param(column, value)}`);
        break;
      case 'contains':
        parts.push(Prisma.sql`${col} ${like} ${pattern('%', value, '%')}`);
        break;
      case 'startsWith':
        parts.push(Prisma.sql`${col} ${like} ${pattern('', value, '%')}`);
        break;
      case 'endsWith':
        parts.push(Prisma.sql`${col} ${like} ${pattern('%', value, '')}`);
        break;
      case 'has':
        parts.push(Prisma.sql`${param({ ...column, list: false }, value)} = ANY(${col})`);
        break;
      case 'hasSome':
        parts.push(Prisma.sql`${col} && ${arrayParam(column, value as unknown[])}`);
        break;
      case 'hasEvery':
        parts.push(Prisma.sql`${col} @> ${arrayParam(column, value as unknown[])}`);
        break;
      default:
        throw new Error(`list-sql: unknown condition ${op}`);
    }
  }
  return and(parts);
}

/** The rows of the relation's target that belong to the outer row, with a condition on them. */
function relatedSql(outer: string, relation: TRelation, where: TWhere, names: TAliases): Prisma.Sql {
  const alias = names.next();
  const joins = relation.from.map((from, i) => Prisma.raw(`${alias}.${quoted(relation.to[i])} = ${outer}.${quoted(from)}`));
  return Prisma.sql`EXISTS (SELECT 1 FROM ${Prisma.raw(quoted(relation.target))} ${Prisma.raw(alias)} WHERE ${Prisma.join(joins, ' AND ')} AND ${whereSql(relation.target, where, alias, names)})`;
}

function relationSql(outer: string, relation: TRelation, condition: unknown, names: TAliases): Prisma.Sql {
  if (relation.many) {
    const parts: Prisma.Sql[] = [];
    for (const [op, value] of Object.entries(condition as TWhere)) {
      if (value === undefined) continue;
      if (op === 'some') parts.push(relatedSql(outer, relation, value as TWhere, names));
      else if (op === 'none') parts.push(Prisma.sql`NOT ${relatedSql(outer, relation, value as TWhere, names)}`);
      else if (op === 'every') parts.push(Prisma.sql`NOT ${relatedSql(outer, relation, { NOT: value }, names)}`);
      else throw new Error(`list-sql: unknown relation condition ${op}`);
    }
    return and(parts);
  }
  if (condition === null) return Prisma.sql`NOT ${relatedSql(outer, relation, {}, names)}`;
  const given = condition as TWhere;
  if ('is' in given || 'isNot' in given) {
    const parts: Prisma.Sql[] = [];
    if (given.is !== undefined)
      parts.push(given.is === null ? relationSql(outer, relation, null, names) : relatedSql(outer, relation, given.is as TWhere, names));
    if (given.isNot !== undefined)
      parts.push(given.isNot === null ? relatedSql(outer, relation, {}, names) : Prisma.sql`NOT ${relatedSql(outer, relation, given.isNot as TWhere, names)}`);
    return and(parts);
  }
  return relatedSql(outer, relation, given, names);
}

/** `where` on the model's row aliased `alias`, as one condition. */
export function whereSql(model: string, where: TWhere, alias: string, names: TAliases): Prisma.Sql {
  const { columns, relations } = modelOf(model);
  const parts: Prisma.Sql[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue;
    if (key === 'AND') parts.push(and(listOf(value).map((w) => whereSql(model, w, alias, names))));
    else if (key === 'OR') parts.push(or((value as TWhere[]).map((w) => whereSql(model, w, alias, names))));
    else if (key === 'NOT') parts.push(and(listOf(value).map((w) => Prisma.sql`NOT ${whereSql(model, w, alias, names)}`)));
    else if (columns.has(key)) parts.push(scalarSql(columnOf(alias, key), columns.get(key)!, value));
    else if (relations.has(key)) parts.push(relationSql(alias, relations.get(key)!, value, names));
    else throw new Error(`list-sql: ${model} has no field ${key} a where can read`);
  }
  return and(parts);
}
