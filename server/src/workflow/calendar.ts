// The calendar kind (naptar/?year&month): a module declares which fields of its record make an
// event, or which child rows (a booking's occasions) make one each; the month's events in the
// caller's scope come from one query (MODULES.md §3.45).
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import { formatDate, formatDateTime } from '@etanker/shared/format.ts';
import { budapestMonth } from '@etanker/shared/date-time.ts';
import type { TAnyWorkflowModule } from './define.ts';
import { listWhere } from './list.ts';
import { ZQueryIds } from './filters.ts';

/** Child rows of the record that are events each, linking to the record (a booking's room × occasion day). */
export interface TCalendarEntries<TEntry> {
  /** The record's relation to them, e.g. 'slots'. */
  relation: string;
  /** Their instant columns; an entry touches the month when [start, end) does. */
  start: string;
  end: string;
  /** What an entry needs besides start and end (a Prisma select: its room's name). */
  select: Record<string, unknown>;
  /** What the entry's title puts before the record's: 'Díszterem' of 'Díszterem: Sportegyesület'. */
  label: (entry: TEntry) => string;
  /** Id filters of the calendar that narrow the entries too, by their column: { room: 'room_id' }. */
  narrowedBy?: Record<string, string>;
}

/** A module's calendar: events are its records whose [start, end] touches the month (or their `entries` that do). */
export interface TCalendarDef<TRecord, TEntry = unknown> {
  /** The relation on Case holding the module's record, e.g. 'room_reservation'. */
  relation: keyof Prisma.CaseInclude & string;
  /** Its fields where an event starts and ends; 'date' columns are calendar days, 'datetime' instants. */
  start: string;
  end: string;
  kind: 'date' | 'datetime';
  /** The record's fields an event needs besides start and end (a Prisma select). */
  select: Record<string, unknown>;
  title: (record: TRecord) => string;
  /** Only records in these states are events (e.g. a room held by a reservation); all when absent. */
  states?: readonly string[];
  /** The module's list filters the calendar takes too (the spec's other naptar/ params). */
  filters: readonly string[];
  /** One event per child row in the month instead of one per record. */
  entries?: TCalendarEntries<TEntry>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- engine code takes any module's calendar
export type TAnyCalendarDef = TCalendarDef<any, any>;

export const ZCalendarMonth = z.object({
  year: z.coerce.number('Érvénytelen szám.').int('Érvénytelen szám.').min(2000, 'Érvénytelen év.').max(2100, 'Érvénytelen év.'),
  month: z.coerce.number('Érvénytelen szám.').int('Érvénytelen szám.').min(1, 'Érvénytelen hónap.').max(12, 'Érvénytelen hónap.'),
});

/** naptar/'s answer, for the OpenAPI document. */
export const ZCalendarAnswer = z.object({
  year: z.number().int(),
  month: z.number().int(),
  events: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      start: z.string().meta({ description: 'ÉÉÉÉ-HH-NN, vagy időpontos naptárnál ÉÉÉÉ-HH-NN ÓÓ:PP' }),
      end: z.string(),
      all_day: z.boolean(),
      state: z.string(),
      reference_number: z.string(),
      institution: z.number().int(),
      url: z.string(),
    }),
  ),
});

export interface TCalendarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  all_day: boolean;
  state: string;
  reference_number: string;
  institution: number;
  url: string;
}

/** The month's range as the declared columns hold it: Budapest instants, or UTC midnights for days. */
function monthRange(kind: 'date' | 'datetime', year: number, month: number) {
  if (kind === 'datetime') return budapestMonth(year, month);
  return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
}

/** An entry's period as the month screen shows it: a whole Budapest day (or days) as dates, else instants. */
function entryPeriod(start: Date, end: Date) {
  const from = formatDateTime(start);
  const to = formatDateTime(end);
  if (!from.endsWith(' 00:00') || !to.endsWith(' 00:00')) return { start: from, end: to, all_day: false };
  return { start: from.slice(0, 10), end: formatDateTime(new Date(end.getTime() - 1)).slice(0, 10), all_day: true };
}

/** The events of a month: records in the caller's scope, narrowed by the declared filters, ordered by start. */
export async function calendarEvents(
  tx: TTx,
  ctx: TAuthedContext,
  def: TAnyWorkflowModule,
  calendar: TAnyCalendarDef,
  input: Record<string, unknown>,
): Promise<{ year: number; month: number; events: TCalendarEvent[] }> {
  const { year, month } = ZCalendarMonth.parse(input);
  const filterInput = Object.fromEntries(calendar.filters.filter((name) => name in input).map((name) => [name, input[name]]));
  const scoped = await listWhere(ctx, def, filterInput);
  const { from, to } = monthRange(calendar.kind, year, month);
  // A datetime event ends before its end ([start, end)); a day event includes its last day.
  const touches = { [calendar.start]: { lt: to }, [calendar.end]: calendar.kind === 'datetime' ? { gt: from } : { gte: from } };
  const entries = calendar.entries;
  const instants = budapestMonth(year, month);
  // A room filter shows that room's entries of a booking of several rooms (the filter's value was checked by listWhere).
  const narrowed = Object.entries(entries?.narrowedBy ?? {}).flatMap(([name, column]) =>
    name in input ? [{ [column]: { in: ZQueryIds.parse(input[name]) } }] : [],
  );
  const entryTouches = entries && { AND: [{ [entries.start]: { lt: instants.to }, [entries.end]: { gt: instants.from } }, ...narrowed] };
  const rows = await tx.case.findMany({
    where: {
      AND: [
        scoped,
        { [calendar.relation]: entries ? { ...touches, [entries.relation]: { some: entryTouches } } : touches },
        calendar.states ? { state: { in: [...calendar.states] } } : {},
      ],
    },
    orderBy: [{ [calendar.relation]: { [calendar.start]: 'asc' } }, { id: 'asc' }],
    take: 2000,
    select: {
      id: true,
      state: true,
      reference_number: true,
      institution_id: true,
      [calendar.relation]: {
        select: {
          ...calendar.select,
          [calendar.start]: true,
          [calendar.end]: true,
          ...(entries && {
            [entries.relation]: {
              where: entryTouches,
              orderBy: [{ [entries.start]: 'asc' }, { id: 'asc' }],
              select: { ...entries.select, [entries.start]: true, [entries.end]: true },
            },
          }),
        },
      },
    },
  });
  const format = calendar.kind === 'datetime' ? formatDateTime : formatDate;
  const events = rows.flatMap((row): TCalendarEvent[] => {
    const r = row as unknown as Record<string, unknown> & { id: number; state: string; reference_number: string; institution_id: number };
    const record = r[calendar.relation] as Record<string, unknown>;
    const event = {
      id: r.id,
      state: r.state,
      reference_number: r.reference_number,
      institution: r.institution_id,
      url: def.detailRoute.replace('{id}', String(r.id)),
    };
    if (!entries) {
      const period = { start: format(record[calendar.start] as Date), end: format(record[calendar.end] as Date), all_day: calendar.kind === 'date' };
      return [{ ...event, title: calendar.title(record), ...period }];
    }
    return (record[entries.relation] as Record<string, unknown>[]).map((entry) => ({
      ...event,
      title: `${entries.label(entry)}: ${calendar.title(record)}`,
      ...entryPeriod(entry[entries.start] as Date, entry[entries.end] as Date),
    }));
  });
  // Entries of several records interleave: in the order of their starts ('YYYY-MM-DD[ HH:mm]' sorts as text).
  if (entries) events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
  return { year, month, events };
}
