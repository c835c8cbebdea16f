// Free slots: which resources (rooms, cars) have a reservation overlapping [start, end).
// One SQL statement per lookup, answered by the GiST index on tstzrange(start, end) of the
// reservation table (DESIGN.md "Calendar and free slots").
import { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';

/**
 * Where a module keeps its reservations and their columns: a table sharing its id with Case, or
 * one with several periods per Case (a room booking's occasions), `caseId` naming the Case column.
 */
export interface TSlotTable {
  table: string;
  resource: string;
  start: string;
  end: string;
  /** the column holding the Case id; 'id' when absent */
  caseId?: string;
}

export interface TOverlap {
  id: number;
  resource_id: number;
  start: Date;
  end: Date;
}

/** A quoted SQL identifier of a declared table or column (never user input). */
export const ident = (name: string) => Prisma.raw(`"${name.replace(/"/g, '""')}"`);
const caseIdOf = (slots: TSlotTable) => ident(slots.caseId ?? 'id');

/**
 * `EXISTS (a reservation in one of `states` of the resource `resourceRef` overlapping [start, end))`,
 * to put in a lookup of the resources themselves: `NOT` it answers the free ones in one statement
 * (PostgreSQL scans the GiST index once and anti-joins), instead of sending the busy ids back.
 */
export function reservedSql(slots: TSlotTable, resourceRef: Prisma.Sql, args: { start: Date; end: Date; states: readonly string[]; exceptId?: number | null }) {
  const [table, resource, start, end, caseId] = [ident(slots.table), ident(slots.resource), ident(slots.start), ident(slots.end), caseIdOf(slots)];
  const except = args.exceptId ? Prisma.sql`AND r.${caseId} <> ${args.exceptId}` : Prisma.empty;
  return Prisma.sql`EXISTS (
    SELECT 1 FROM ${table} r JOIN "Case" c ON c.id = r.${caseId}
    WHERE r.${resource} = ${resourceRef}
      AND tstzrange(r.${start}, r.${end}) && tstzrange(${args.start}::timestamptz, ${args.end}::timestamptz)
      AND c.state = ANY(${[...args.states]}::text[]) ${except})`;
}

/** A wanted period of a resource and the reservation overlapping it. */
export interface TClash extends TOverlap {
  wanted: { resource_id: number; start: Date; end: Date };
}

/**
 * The first reservation in one of `states` overlapping any of `wanted` (a weekly series: many
 * periods at once), in one statement: the wanted periods are unnested and each probes the GiST
 * index. Earliest wanted period first; `exceptId` leaves the record being edited out.
 */
export async function firstClash(
  tx: TTx,
  slots: TSlotTable,
  wanted: readonly { resource_id: number; start: Date; end: Date }[],
  args: { states: readonly string[]; exceptId?: number | null },
): Promise<TClash | null> {
  if (!wanted.length) return null;
  const [table, resource, start, end, caseId] = [ident(slots.table), ident(slots.resource), ident(slots.start), ident(slots.end), caseIdOf(slots)];
  const except = args.exceptId ? Prisma.sql`AND r.${caseId} <> ${args.exceptId}` : Prisma.empty;
  const [row] = await tx.$queryRaw<(TOverlap & { w_resource: number; w_start: Date; w_end: Date })[]>`
    SELECT r.${caseId} AS id, r.${resource} AS resource_id, r.${start} AS start, r.${end} AS "end",
           w.resource_id AS w_resource, w.s AS w_start, w.e AS w_end
    FROM unnest(${wanted.map((w) => w.resource_id)}::int[], ${wanted.map((w) => w.start)}::timestamptz[], ${wanted.map((w) => w.end)}::timestamptz[])
      AS w(resource_id, s, e)
    JOIN ${table} r ON r.${resource} = w.resource_id AND tstzrange(r.${start}, r.${end}) && tstzrange(w.s, w.e)
    JOIN "Case" c ON c.id = r.${caseId}
    WHERE c.state = ANY(${[...args.states]}::text[]) ${except}
    ORDER BY w.s, r.${start}, r.${caseId}
    LIMIT 1`;
  if (!row) return null;
  const { w_resource, w_start, w_end, ...overlap } = row;
  return { ...overlap, wanted: { resource_id: w_resource, start: w_start, end: w_end } };
}
