// The tables a relation field of a manifest may point at: what is read of the row, the name the
// API answers beside its id ({id, name}), and which rows a writer may name (`readable`): an id
// outside them is answered as an unknown one (a 400, not the foreign key's 500, and no word of
// another school's row). An id-list field's names are read by id (`relationNames`). The engine
// knows the portal's own tables (institutions, users, partners); a module's table is declared by
// the module that keeps it (define.ts `relations`) and handed over by the registry
// (modules/index.ts registerRelationTables), so the engine takes module tables as data.
import type { Prisma } from '../generated/prisma/client.ts';
import type { TRelationKind } from '@etanker/shared/field-meta.ts';
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { caseScopeWhere, institutionScopeWhere } from '../access/scope.ts';
import { peopleScopeWhere } from '../access/relation-scope.ts';
import { institutionDisplayName } from '../core/institution-display.ts';
import { partnerDisplayName } from '../core/partner-display-name.ts';

export interface TRelationTable {
  /** The Prisma model, for reading an id-list field's rows. */
  model: Uncapitalize<Prisma.ModelName>;
  /** Columns, or a nested select where the name needs another table's (an employment's person). */
  select: Record<string, true | { select: Record<string, true> }>;
  name: (row: never) => string;
  /** What the answer carries besides {id, name} (a booking's car: plate number, seats, fuel). */
  more?: (row: never) => Record<string, unknown>;
  /** A table small enough for a list filter to offer all its rows (a field's `filter`); else the filter takes ids only. */
  offered?: boolean;
  /**
   * The rows the user may read, as the module that keeps them scopes its reads (tests/kit/relation-scope.test.ts
   * compares the two): what a writer may name and a filter offers. None: every row (institutions, partners).
   */
  readable?: (user: TCurrentUser) => Record<string, unknown>;
}

/** Rows of a table in the user's institutions, or shared with every school (`shared`); the centre's: all. */
export const inScope =
  (column: string, o: { many?: boolean; shared?: string } = {}) =>
  (user: TCurrentUser) => {
    const scope = institutionScopeWhere(user, column, o.many);
    return o.shared && Object.keys(scope).length ? { OR: [scope, { [o.shared]: true }] } : scope;
  };
/** A record's row read through its Case: the records the user may read. */
export const onReadableCase = (user: TCurrentUser) => ({ case: caseScopeWhere(user) });

/** The portal's own tables, which no module keeps. */
const PORTAL_TABLES: Partial<Record<TRelationKind, TRelationTable>> = {
  institution: {
    model: 'institution',
    select: { id: true, name: true, unit_code: true },
    name: institutionDisplayName,
  },
  user: {
    model: 'user',
    select: { id: true, name: true },
    name: (u: { name: string }) => u.name,
    readable: peopleScopeWhere,
  },
  partner: {
    model: 'partner',
    select: { id: true, name: true, note: true, tax_id: true },
    name: partnerDisplayName,
  },
};

const tables = new Map(Object.entries(PORTAL_TABLES) as [TRelationKind, TRelationTable][]);

/** Takes the tables the modules declare; a kind declared twice is a mistake of the modules, found at start. */
export function registerRelationTables(declared: readonly Partial<Record<TRelationKind, TRelationTable>>[]): void {
  for (const [kind, table] of declared.flatMap((d) => Object.entries(d) as [TRelationKind, TRelationTable][])) {
    if (tables.has(kind)) throw new Error(`Relation table '${kind}' is declared twice.`);
    tables.set(kind, table);
  }
}

/** The table of `kind`: the portal's, or the one its module declared. */
export function relationTable(kind: TRelationKind): TRelationTable {
  const table = tables.get(kind);
  if (!table) throw new Error(`No module declares relation table '${kind}' (define.ts relations).`);
  return table;
}

/** Every kind a relation field may name now. */
export const relationKinds = (): TRelationKind[] => [...tables.keys()];

/**
 * The delegate of a model named at run time: Prisma types each model's delegate apart, so the
 * kit states the one call it makes (a library boundary). A table's `name` and `more` take the row
 * its own `select` read, declared per table, hence `never` in the map and a cast where it is read.
 */
interface TReadByIds {
  findMany(args: { where?: Record<string, unknown>; select: Record<string, unknown> }): Promise<{ id: number }[]>;
}

/** The `where` of the rows of `kind` the user may read (start-up data and filter options answer these alone). */
export const readableWhere = (kind: TRelationKind, user: TCurrentUser) => relationTable(kind).readable?.(user) ?? {};

/** Which of `ids` the user may name: rows that exist and that the user may read. */
export async function readableIds(tx: TTx, kind: TRelationKind, ids: readonly number[], user: TCurrentUser): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Set();
  const where = { AND: [{ id: { in: wanted } }, readableWhere(kind, user)] };
  const rows = await (tx[relationTable(kind).model] as unknown as TReadByIds).findMany({ where, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

/** Every row of an `offered` table the user may read, as a filter's choices, by name in Hungarian order. */
export async function relationChoices(tx: TTx, kind: TRelationKind, user: TCurrentUser): Promise<{ value: number; label: string }[]> {
  const table = relationTable(kind);
  const rows = await (tx[table.model] as unknown as TReadByIds).findMany({ where: readableWhere(kind, user), select: table.select });
  return rows.map((row) => ({ value: row.id, label: table.name(row as never) })).sort((a, b) => a.label.localeCompare(b.label, 'hu'));
}

/** id → name of the rows of one table among `ids` (an id-list field's answer), in one query; none asked, none read. */
export async function relationNames(tx: TTx, kind: TRelationKind, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const table = relationTable(kind);
  const rows = await (tx[table.model] as unknown as TReadByIds).findMany({ where: { id: { in: wanted } }, select: table.select });
  return new Map(rows.map((row) => [row.id, table.name(row as never)]));
}
