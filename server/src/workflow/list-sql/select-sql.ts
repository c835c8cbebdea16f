// A Prisma `select` as one SQL expression building the selected row as JSON, and the way back to
// the values Prisma answers (Date, Decimal). A list page reads its module columns in its own
// statement with it (case-page.ts), so a module's shaper gets the rows it always got without a
// second query. Relations are correlated subqueries: run for the page's rows only.
import { Prisma } from '../../generated/prisma/client.ts';
import { modelOf, type TColumn } from './schema.ts';
import { columnOf, quoted, whereSql, type TAliases } from './where-sql.ts';
import { orderSql } from './order-sql.ts';

type TSelect = Record<string, unknown>;
type TRow = Record<string, unknown>;

interface TNested {
  select?: TSelect;
  where?: TSelect;
  orderBy?: TSelect | TSelect[];
}

// json_build_object takes at most 100 arguments (50 keys); wider rows join jsonb parts.
const KEYS_PER_OBJECT = 50;

/** A column as JSON carries it: instants as epoch milliseconds, decimals and big integers as text (no float rounding). */
function columnJson(alias: string, name: string, column: TColumn): Prisma.Sql {
  const col = columnOf(alias, name);
  if ((column.type === 'DateTime' || column.type === 'Decimal' || column.type === 'BigInt' || column.type === 'Bytes') && column.list)
    throw new Error(`list-sql: cannot select the list column ${name}`);
  switch (column.type) {
    case 'DateTime':
      return Prisma.sql`floor(extract(epoch FROM ${col}) * 1000)::int8`;
    case 'Decimal':
    case 'BigInt':
      return Prisma.sql`${col}::text`;
    case 'Bytes':
      throw new Error(`list-sql: cannot select the bytes column ${name}`);
    default:
      return col;
  }
}

function objectSql(pairs: [string, Prisma.Sql][]): Prisma.Sql {
  const build = (part: [string, Prisma.Sql][], fn: string) =>
    Prisma.sql`${Prisma.raw(fn)}(${Prisma.join(
      part.map(([key, value]) => Prisma.sql`${Prisma.raw(`'${key.replace(/'/g, "''")}'`)}, ${value}`),
      ', ',
    )})`;
  if (!pairs.length) return Prisma.sql`'{}'::json`;
  if (pairs.length <= KEYS_PER_OBJECT) return build(pairs, 'json_build_object');
  const parts: Prisma.Sql[] = [];
  for (let i = 0; i < pairs.length; i += KEYS_PER_OBJECT) parts.push(build(pairs.slice(i, i + KEYS_PER_OBJECT), 'jsonb_build_object'));
  return Prisma.sql`(${Prisma.join(parts, ' || ')})`;
}

/** The scalar columns a relation's `true` selects (Prisma's default selection). */
const allColumns = (model: string): TSelect => Object.fromEntries([...modelOf(model).columns.keys()].map((name) => [name, true]));

const nestedOf = (model: string, value: unknown): TNested => (value === true ? { select: allColumns(model) } : (value as TNested));

/** `select` on the model's row aliased `alias`, as a JSON object. */
export function selectSql(model: string, select: TSelect, alias: string, names: TAliases): Prisma.Sql {
  const { columns, relations } = modelOf(model);
  const pairs: [string, Prisma.Sql][] = [];
  for (const [key, value] of Object.entries(select)) {
    if (!value) continue;
    const column = columns.get(key);
    if (column) {
      pairs.push([key, columnJson(alias, key, column)]);
      continue;
    }
    const relation = relations.get(key);
    if (!relation) throw new Error(`list-sql: ${model} has no field ${key} a select can read`);
    const nested = nestedOf(relation.target, value);
    const unknown = Object.keys(nested).filter((k) => k !== 'select' && k !== 'where' && k !== 'orderBy');
    if (unknown.length || !nested.select) throw new Error(`list-sql: cannot select ${model}.${key} with ${unknown.join(', ') || 'no select'}`);
    const inner = names.next();
    const joins = relation.from.map((from, i) => `${inner}.${quoted(relation.to[i])} = ${alias}.${quoted(from)}`).join(' AND ');
    const where = nested.where ? Prisma.sql` AND ${whereSql(relation.target, nested.where, inner, names)}` : Prisma.empty;
    const object = selectSql(relation.target, nested.select, inner, names);
    const from = Prisma.sql`FROM ${Prisma.raw(quoted(relation.target))} ${Prisma.raw(inner)} WHERE ${Prisma.raw(joins)}${where}`;
    if (!relation.many) {
      pairs.push([key, Prisma.sql`(SELECT ${object} ${from})`]);
      continue;
    }
    const orders = nested.orderBy === undefined ? [] : Array.isArray(nested.orderBy) ? nested.orderBy : [nested.orderBy];
    const order = orders.length ? Prisma.sql` ORDER BY ${orderSql(relation.target, orders, inner, names)}` : Prisma.empty;
    pairs.push([key, Prisma.sql`(SELECT COALESCE(json_agg(${object}${order}), '[]'::json) ${from})`]);
  }
  return objectSql(pairs);
}

function reviveColumn(column: TColumn, value: unknown): unknown {
  if (value === null) return null;
  switch (column.type) {
    case 'DateTime':
      return new Date(value as number);
    case 'Decimal':
      return new Prisma.Decimal(value as string);
    case 'BigInt':
      return BigInt(value as string);
    default:
      return value;
  }
}

/** The JSON of selectSql as Prisma answers the same select (Date, Decimal, bigint), in place. */
export function reviveSelected(model: string, select: TSelect, row: TRow): TRow {
  const { columns, relations } = modelOf(model);
  for (const [key, value] of Object.entries(select)) {
    if (!value) continue;
    const column = columns.get(key);
    if (column) {
      row[key] = reviveColumn(column, row[key]);
      continue;
    }
    const relation = relations.get(key)!;
    const nested = nestedOf(relation.target, value).select!;
    const related = row[key] as TRow | TRow[] | null;
    if (related === null) continue;
    for (const one of Array.isArray(related) ? related : [related]) reviveSelected(relation.target, nested, one);
  }
  return row;
}
