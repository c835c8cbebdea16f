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
