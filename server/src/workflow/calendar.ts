// The calendar kind (naptar/?year&month): a module declares which columns of its record make an
// event, or which child rows (a booking's occasions) make one each; the month's events in the
// caller's scope come from one SQL statement of flat rows (MODULES.md §3.45, DESIGN.md "Calendar").
import { z } from 'zod';
import { Prisma } from '../generated/prisma/client.ts';
import { CUSTOM_PLAN, type TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import { caseScopeSql } from '../access/scope.ts';
import { budapestMonth } from '@etanker/shared/date-time.ts';
import type { TAnyWorkflowModule } from './define.ts';
import { parseListFilters } from './list.ts';
import type { TSlotTable } from './free-slots.ts';

/** A month never shows more events than this; the answer stays bounded. */
const MAX_EVENTS = 2000;

/** SQL expressions over the record `r`, its entry `e` and the declared joins, by the name the title reads. */
type TColumns<TRow> = { [K in keyof TRow]: string };

/** Child rows of the record that are events each (a booking's room × occasion day), linking to the record. */
export interface TCalendarEntries<TRow> {
  /** Their table (read as `e`), instant columns and the column holding the record's id (`caseId`). */
  slots: TSlotTable;
  /** Tables the label reads, joined to `e`: 'JOIN "Room" room ON room.id = e.room_id'. */
  joins?: string;
  /** What the entry's title puts before the record's: 'Díszterem' of 'Díszterem: Sportegyesület'. */
  label: (row: TRow) => string;
}

/** A module's calendar: events are its records whose [start, end] touches the month (or their `entries` that do). */
export interface TCalendarDef<TRow> {
  /** The module's table of the record, read as `r`; its id is the Case's. */
  table: string;
  /** Its columns where an event starts and ends; 'date' columns are calendar days, 'datetime' instants. */
  start: string;
  end: string;
  kind: 'date' | 'datetime';
  /** Tables the title reads, joined to `r`: 'JOIN "Room" room ON room.id = r.room_id'. */
  joins?: string;
  /** The values the title and label read: { subject: 'r.subject', room: 'room.name' }. */
  select: TColumns<TRow>;
  title: (row: TRow) => string;
  /** Only records in these states are events (e.g. a room held by a reservation); all when absent. */
  states?: readonly string[];
  /**
   * The module's list filters the calendar takes (the spec's other naptar/ params), each as the
   * column its values are: 'c.state' of the Case, 'r.room_id' of the record, or 'e.room_id' of an
   * entry (a booking of several rooms then shows that room's entries only).
   */
  filters: Record<string, string>;
  /** One event per child row in the month instead of one per record. */
  entries?: TCalendarEntries<TRow>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- engine code takes any module's calendar
export type TAnyCalendarDef = TCalendarDef<any>;

export const ZCalendarMonth = z.object({
  year: z.coerce.number('Érvénytelen szám.').int('Érvénytelen szám.').min(2000, 'Érvénytelen év.').max(2100, 'Érvénytelen év.'),
  month: z.coerce.number('Érvénytelen szám.').int('Érvénytelen szám.').min(1, 'Érvénytelen hónap.').max(12, 'Érvénytelen hónap.'),
});

/** What every calendar event answers; a calendar of its own (authority inspections' tasks) extends it. */
export const ZCalendarEventBase = z.object({
  id: z.number().int(),
  title: z.string(),
  start: z.string().meta({ description: 'ÉÉÉÉ-HH-NN, vagy időpontos naptárnál ÉÉÉÉ-HH-NN ÓÓ:PP' }),
  end: z.string(),
  all_day: z.boolean(),
  institution: z.number().int(),
  url: z.string(),
});

/** A month's answer of the given events, for the OpenAPI document. */
export const calendarAnswer = <TEvent extends z.ZodType>(event: TEvent) =>
  z.object({ year: z.number().int(), month: z.number().int(), events: z.array(event) });

/** naptar/'s answer, for the OpenAPI document. */
export const ZCalendarAnswer = calendarAnswer(ZCalendarEventBase.extend({ state: z.string(), reference_number: z.string() }));

export type TCalendarEvent = z.output<typeof ZCalendarAnswer>['events'][number];

/** A row of the month's statement: the Case's columns, the period as shown, and the declared values. */
interface TEventRow {
  id: number;
  state: string;
  reference_number: string;
  institution: number;
  start: string;
  end: string;
  all_day: boolean;
}

const budapestText = (column: string) => `to_char(${column} AT TIME ZONE 'Europe/Budapest', 'YYYY-MM-DD HH24:MI')`;
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const selectSql = (columns: Record<string, string>) =>
  Prisma.raw(
    Object.entries(columns)
      .map(([name, sql]) => `, ${sql} AS ${quoted(name)}`)
      .join(''),
  );

/** A declared filter's parsed values (ids or state names) as a condition on its column. */
function filterSql(column: string, value: unknown): Prisma.Sql {
  const values = Array.isArray(value) ? value : [value];
  return values.every((v) => typeof v === 'number')
    ? Prisma.sql`${Prisma.raw(column)} = ANY(${values}::int[])`
    : Prisma.sql`${Prisma.raw(column)} = ANY(${values.map(String)}::text[])`;
}

/**
 * One event per record. The records starting before the month and reaching into it (the GiST
 * period index, or few rows of a day table) and those starting in it (a walk of the (start, id)
 * index that stops at MAX_EVENTS) are read apart: one `start < to AND end > from` made PostgreSQL
 * read every record of the month and all the module's Case rows in the states before sorting.
 */
function recordsSql(cal: TAnyCalendarDef, cases: Prisma.Sql, from: Date | string, to: Date | string): Prisma.Sql {
  const [start, end] = [Prisma.raw(`r.${quoted(cal.start)}`), Prisma.raw(`r.${quoted(cal.end)}`)];
  const shown =
    cal.kind === 'datetime'
      ? Prisma.raw(`${budapestText(`r.${quoted(cal.start)}`)} AS start, ${budapestText(`r.${quoted(cal.end)}`)} AS "end", false AS all_day`)
      : Prisma.raw(`to_char(r.${quoted(cal.start)}, 'YYYY-MM-DD') AS start, to_char(r.${quoted(cal.end)}, 'YYYY-MM-DD') AS "end", true AS all_day`);
  const spanning =
    cal.kind === 'datetime'
      ? Prisma.sql`tstzrange(${start}, ${end}) @> ${from}::timestamptz AND ${start} < ${from}::timestamptz`
      : Prisma.sql`${start} < ${from}::date AND ${end} >= ${from}::date`;
  const cast = Prisma.raw(cal.kind === 'datetime' ? 'timestamptz' : 'date');
  const part = (period: Prisma.Sql) => Prisma.sql`(
    SELECT c.id, c.state, c.reference_number, c.institution_id AS institution, ${start} AS at, ${shown} ${selectSql(cal.select)}
    FROM ${Prisma.raw(quoted(cal.table))} r JOIN "Case" c ON c.id = r.id ${Prisma.raw(cal.joins ?? '')}
    WHERE ${period} AND ${cases}
    ORDER BY ${start}, r.id LIMIT ${MAX_EVENTS})`;
  return Prisma.sql`${Prisma.raw(CUSTOM_PLAN)} SELECT * FROM (
    ${part(spanning)}
    UNION ALL
    ${part(Prisma.sql`${start} >= ${from}::${cast} AND ${start} < ${to}::${cast}`)}
  ) m ORDER BY m.at, m.id LIMIT ${MAX_EVENTS}`;
}

/**
 * One event per entry in the month (the GiST index on the entries' period), of records touching
 * the month. An entry of whole Budapest days shows as days (its last day the one before its end);
 * entries of several records interleave, in the order of the start they show, then the record.
 */
function entriesSql(
  cal: TAnyCalendarDef,
  entries: TCalendarEntries<unknown>,
  cases: Prisma.Sql,
  month: { from: Date; to: Date },
  days: { from: string; to: string },
) {
  const col = (name: string) => `e.${quoted(name)}`;
  const touches =
    cal.kind === 'datetime'
      ? Prisma.sql`r.${Prisma.raw(quoted(cal.start))} < ${month.to}::timestamptz AND r.${Prisma.raw(quoted(cal.end))} > ${month.from}::timestamptz`
      : Prisma.sql`r.${Prisma.raw(quoted(cal.start))} < ${days.to}::date AND r.${Prisma.raw(quoted(cal.end))} >= ${days.from}::date`;
  // The start as text in "C" order: whole days ('YYYY-MM-DD') before the times of that day, as the screen lists them.
  return Prisma.sql`${Prisma.raw(CUSTOM_PLAN)} SELECT m.*, d.all_day,
      (CASE WHEN d.all_day THEN left(m.from_text, 10) ELSE m.from_text END) COLLATE "C" AS start,
      CASE WHEN d.all_day THEN to_char(left(m.to_text, 10)::date - 1, 'YYYY-MM-DD') ELSE m.to_text END AS "end"
    FROM (
      SELECT c.id, c.state, c.reference_number, c.institution_id AS institution, e.id AS entry, e.${Prisma.raw(quoted(entries.slots.start))} AS at,
        ${Prisma.raw(budapestText(col(entries.slots.start)))} AS from_text, ${Prisma.raw(budapestText(col(entries.slots.end)))} AS to_text
        ${selectSql(cal.select)}
      FROM ${Prisma.raw(quoted(entries.slots.table))} e
        JOIN ${Prisma.raw(quoted(cal.table))} r ON r.id = e.${Prisma.raw(quoted(entries.slots.caseId ?? 'id'))}
        JOIN "Case" c ON c.id = r.id ${Prisma.raw(cal.joins ?? '')} ${Prisma.raw(entries.joins ?? '')}
      WHERE tstzrange(${Prisma.raw(col(entries.slots.start))}, ${Prisma.raw(col(entries.slots.end))}) && tstzrange(${month.from}::timestamptz, ${month.to}::timestamptz)
        AND ${touches} AND ${cases}
    ) m
    CROSS JOIN LATERAL (SELECT m.from_text LIKE '% 00:00' AND m.to_text LIKE '% 00:00' AS all_day) d
    ORDER BY start, m.id, m.at, m.entry LIMIT ${MAX_EVENTS}`;
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
  const given = Object.fromEntries(Object.keys(calendar.filters).flatMap((name) => (name in input ? [[name, input[name]]] : [])));
  const filters = [...parseListFilters(def, given)].map(([name, value]) => filterSql(calendar.filters[name], value));
  // `c.module = …` adds nothing to the record's table but lets a school's scope or an institution
  // filter use Case(module, institution_id). The centre's month without filters leaves it out:
  // with it PostgreSQL expects few of the month's records to match, and sorts every one of them
  // with the module's Case rows instead of walking the start index to the 2000th.
  const module = ctx.user.is_centre && !filters.length ? [] : [Prisma.sql`c.module = ${def.caseModule}`];
  const states = calendar.states ? [Prisma.sql`c.state = ANY(${[...calendar.states]}::text[])`] : [];
  const cases = Prisma.join([...module, caseScopeSql(ctx.user, 'c'), ...states, ...filters], ' AND ');
  const instants = budapestMonth(year, month);
  const days = { from: new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10), to: new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10) };
  const sql = calendar.entries
    ? entriesSql(calendar, calendar.entries, cases, instants, days)
    : calendar.kind === 'datetime'
      ? recordsSql(calendar, cases, instants.from, instants.to)
      : recordsSql(calendar, cases, days.from, days.to);
  const rows = await tx.$queryRaw<(TEventRow & Record<string, unknown>)[]>(sql);
  const url = (id: number) => def.detailRoute.replace('{id}', String(id));
  const entries = calendar.entries;
  const events = rows.map((row): TCalendarEvent => ({
    id: row.id,
    title: entries ? `${entries.label(row)}: ${calendar.title(row)}` : calendar.title(row),
    start: row.start,
    end: row.end,
    all_day: row.all_day,
    state: row.state,
    reference_number: row.reference_number,
    institution: row.institution,
    url: url(row.id),
  }));
  return { year, month, events };
}
