// The tables a relation field of a manifest may point at: what is read of the row, the name the
// API answers beside its id ({id, name}), and which rows a writer may name (`readable`): an id
// outside them is answered as an unknown one (a 400, not the foreign key's 500, and no word of
// another school's row). An id-list field's names are read by id (`relationNames`).
import type { TRelationKind } from '@etanker/shared/field-meta.ts';
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { caseScopeWhere, institutionScopeWhere } from '../access/scope.ts';
import { libraryContractScopeWhere, peopleScopeWhere } from '../access/relation-scope.ts';
import { institutionDisplayName } from '../core/institution-display.ts';
import { partnerDisplayName } from '../core/partner-display-name.ts';
import { formatDate } from '@etanker/shared/format.ts';

interface TRelationTable {
  /** The Prisma model, for reading an id-list field's rows. */
  model: 'institution' | 'user' | 'partner' | 'tender' | 'financialBudget' | 'employment' | 'dayOff' | 'room' | 'car' | 'libraryContract' | 'commitment';
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
const inScope =
  (column: string, o: { many?: boolean; shared?: string } = {}) =>
  (user: TCurrentUser) => {
    const scope = institutionScopeWhere(user, column, o.many);
    return o.shared && Object.keys(scope).length ? { OR: [scope, { [o.shared]: true }] } : scope;
  };
/** A record's row read through its Case: the records the user may read. */
const onReadableCase = (user: TCurrentUser) => ({ case: caseScopeWhere(user) });

export const RELATIONS: Record<TRelationKind, TRelationTable> = {
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
  tender: {
    model: 'tender',
    select: { id: true, name: true, code: true },
    name: (t: { name: string; code: string }) => `${t.name} - ${t.code}`,
    offered: true,
    readable: inScope('institutions', { many: true, shared: 'school_district' }),
  },
  financial_budget: {
    model: 'financialBudget',
    select: { id: true, year: true },
    name: (b: { year: number }) => `Keret ${b.year}`,
    readable: inScope('institution_id'),
  },
  // The start date tells apart two employments of one person at one school.
  employment: {
    model: 'employment',
    select: { id: true, start_date: true, user: { select: { name: true } }, institution: { select: { name: true, unit_code: true } } },
    name: (e: { start_date: Date; user: { name: string }; institution: { name: string; unit_code: string } }) =>
      `${e.user.name} (${institutionDisplayName(e.institution)}, ${formatDate(e.start_date)}-tól)`,
    readable: inScope('institution_id'),
  },
  day_off: {
    model: 'dayOff',
    select: { id: true, start_date: true, end_date: true },
    name: (d: { start_date: Date; end_date: Date }) => `Szabadság ${formatDate(d.start_date)} – ${formatDate(d.end_date)}`,
    readable: onReadableCase,
  },
  room: {
    model: 'room',
    select: { id: true, name: true },
    name: (r: { name: string }) => r.name,
    readable: inScope('institution_id'),
  },
  car: {
    model: 'car',
    select: { id: true, name: true, plate_number: true, type: true, person_count: true, power: true, fuel_type: true },
    name: (c: { name: string; plate_number: string }) => `${c.name} (${c.plate_number})`,
    more: (c: { plate_number: string; type: string; person_count: number | null; power: number | null; fuel_type: number | null }) => ({
      plate_number: c.plate_number,
      type: c.type,
      person_count: c.person_count,
      power: c.power,
      fuel_type: c.fuel_type,
    }),
    readable: inScope('institution_id', { shared: 'all_can_see' }),
  },
  library_contract: {
    model: 'libraryContract',
    select: { id: true, title: true, reference_number: true },
    name: (c: { title: string; reference_number: string }) => (c.reference_number ? `${c.reference_number} - ${c.title}` : c.title),
    readable: libraryContractScopeWhere,
  },
  // As the commitments' mind/ names them: 'KV/2026/00005 - subject'.
  commitment: {
    model: 'commitment',
    select: { id: true, subject: true, case: { select: { reference_number: true } } },
    name: (c: { subject: string; case: { reference_number: string } }) => (c.case.reference_number ? `${c.case.reference_number} - ${c.subject}` : c.subject),
    readable: onReadableCase,
  },
};

interface TReadByIds {
  findMany(args: { where?: Record<string, unknown>; select: Record<string, unknown> }): Promise<{ id: number }[]>;
}

/** The `where` of the rows of `kind` the user may read (start-up data and filter options answer these alone). */
export const readableWhere = (kind: TRelationKind, user: TCurrentUser) => RELATIONS[kind].readable?.(user) ?? {};

/** Which of `ids` the user may name: rows that exist and that the user may read. */
export async function readableIds(tx: TTx, kind: TRelationKind, ids: readonly number[], user: TCurrentUser): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Set();
  const where = { AND: [{ id: { in: wanted } }, readableWhere(kind, user)] };
  const rows = await (tx[RELATIONS[kind].model] as unknown as TReadByIds).findMany({ where, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

/** Every row of an `offered` table the user may read, as a filter's choices, by name in Hungarian order. */
export async function relationChoices(tx: TTx, kind: TRelationKind, user: TCurrentUser): Promise<{ value: number; label: string }[]> {
  const table = RELATIONS[kind];
  const rows = await (tx[table.model] as unknown as TReadByIds).findMany({ where: readableWhere(kind, user), select: table.select });
  return rows.map((row) => ({ value: row.id, label: table.name(row as never) })).sort((a, b) => a.label.localeCompare(b.label, 'hu'));
}

/** id → name of the rows of one table among `ids` (an id-list field's answer), in one query; none asked, none read. */
export async function relationNames(tx: TTx, kind: TRelationKind, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const table = RELATIONS[kind];
  const rows = await (tx[table.model] as unknown as TReadByIds).findMany({ where: { id: { in: wanted } }, select: table.select });
  return new Map(rows.map((row) => [row.id, table.name(row as never)]));
}
