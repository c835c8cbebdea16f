// A Prisma `orderBy` list as SQL, for the columns lists sort by: the row's own, or one column
// of a to-one relation (a commitment's cost through Case.commitment), read as Prisma reads it
// (a missing related row sorts as NULL).
import { Prisma } from '../../generated/prisma/client.ts';
import { modelOf } from './schema.ts';
import { columnOf, quoted, type TAliases } from './where-sql.ts';

type TOrder = Record<string, unknown>;

function directionSql(value: unknown): Prisma.Sql {
  if (value === 'asc' || value === 'desc') return Prisma.raw(value.toUpperCase());
  const { sort, nulls } = value as { sort: 'asc' | 'desc'; nulls?: 'first' | 'last' };
  return Prisma.raw(`${sort.toUpperCase()}${nulls ? ` NULLS ${nulls.toUpperCase()}` : ''}`);
}

interface TTerm {
  expression: Prisma.Sql;
  direction: Prisma.Sql;
}

/** The expression and direction of one `{ field: direction }` (or `{ relation: { field: direction } }`). */
function termsOf(model: string, order: TOrder, alias: string, names: TAliases): TTerm[] {
  const { columns, relations } = modelOf(model);
  return Object.entries(order).map(([key, value]) => {
    if (columns.has(key)) return { expression: columnOf(alias, key), direction: directionSql(value) };
    const relation = relations.get(key);
    if (!relation || relation.many) throw new Error(`list-sql: ${model} cannot be ordered by ${key}`);
    const inner = names.next();
    const [term] = termsOf(relation.target, value as TOrder, inner, names);
    const joins = relation.from.map((from, i) => `${inner}.${quoted(relation.to[i])} = ${alias}.${quoted(from)}`).join(' AND ');
    return {
      expression: Prisma.sql`(SELECT ${term.expression} FROM ${Prisma.raw(quoted(relation.target))} ${Prisma.raw(inner)} WHERE ${Prisma.raw(joins)})`,
      direction: term.direction,
    };
  });
}

/** `ORDER BY` terms of an orderBy list on the model's row aliased `alias`. */
export function orderSql(model: string, orders: readonly TOrder[], alias: string, names: TAliases): Prisma.Sql {
  return Prisma.join(
    orders.flatMap((order) => termsOf(model, order, alias, names)).map((t) => Prisma.sql`${t.expression} ${t.direction}`),
    ', ',
  );
}
