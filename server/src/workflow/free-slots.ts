// Free slots: which resources (rooms, later cars) have a reservation overlapping [start, end).
// One SQL statement per lookup, answered by the GiST index on tstzrange(start, end) of the
// reservation table (DESIGN.md "Calendar and free slots").
import { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';

/** Where a module keeps its reservations: a table sharing its id with Case, and its columns. */
export interface TSlotTable {
  table: string;
  resource: string;
  start: string;
  end: string;
}

export interface TOverlap {
  id: number;
  resource_id: number;
  start: Date;
  end: Date;
}

const ident = (name: string) => Prisma.raw(`"${name.replace(/"/g, '""')}"`);

/**
 * Reservations in one of `states` overlapping [start, end) (touching ends do not overlap),
 * optionally of some resources only and leaving one reservation out (the one being edited).
 */
export async function overlappingReservations(
  tx: TTx,
  slots: TSlotTable,
  args: { start: Date; end: Date; states: readonly string[]; resourceIds?: readonly number[]; exceptId?: number | null },
): Promise<TOverlap[]> {
  const [table, resource, start, end] = [ident(slots.table), ident(slots.resource), ident(slots.start), ident(slots.end)];
  const ofResources = args.resourceIds ? Prisma.sql`AND r.${resource} = ANY(${[...args.resourceIds]}::int[])` : Prisma.empty;
  const except = args.exceptId ? Prisma.sql`AND r.id <> ${args.exceptId}` : Prisma.empty;
  return tx.$queryRaw<TOverlap[]>`
    SELECT r.id, r.${resource} AS resource_id, r.${start} AS start, r.${end} AS "end"
    FROM ${table} r JOIN "Case" c ON c.id = r.id
    WHERE tstzrange(r.${start}, r.${end}) && tstzrange(${args.start}::timestamptz, ${args.end}::timestamptz)
      AND c.state = ANY(${[...args.states]}::text[]) ${ofResources} ${except}
    ORDER BY r.${start}, r.id`;
}

/**
 * `EXISTS (a reservation in one of `states` of the resource `resourceRef` overlapping [start, end))`,
 * to put in a lookup of the resources themselves: `NOT` it answers the free ones in one statement
 * (PostgreSQL scans the GiST index once and anti-joins), instead of sending the busy ids back.
 */
export function reservedSql(slots: TSlotTable, resourceRef: Prisma.Sql, args: { start: Date; end: Date; states: readonly string[]; exceptId?: number | null }) {
  const [table, resource, start, end] = [ident(slots.table), ident(slots.resource), ident(slots.start), ident(slots.end)];
  const except = args.exceptId ? Prisma.sql`AND r.id <> ${args.exceptId}` : Prisma.empty;
  return Prisma.sql`EXISTS (
    SELECT 1 FROM ${table} r JOIN "Case" c ON c.id = r.id
    WHERE r.${resource} = ${resourceRef}
      AND tstzrange(r.${start}, r.${end}) && tstzrange(${args.start}::timestamptz, ${args.end}::timestamptz)
      AND c.state = ANY(${[...args.states]}::text[]) ${except})`;
}
