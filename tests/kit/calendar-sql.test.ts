// The calendar month in one SQL statement (workflow/calendar.ts) answers exactly what its former
// Prisma read did (kept below as the reference): every active demo user, every month the demo
// records touch and the months around them, without filters and with each declared filter, for
// room reservations, car bookings and room bookings (one entry per room × occasion day, whole days
// as days).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../server/src/generated/prisma/client.ts';
import type { TAuthedContext } from '../../server/src/access/context.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';
import { listWhere } from '../../server/src/workflow/list.ts';
import { ZQueryIds } from '../../server/src/workflow/filters.ts';
import type { TAnyAction, TAnyWorkflowModule } from '../../server/src/workflow/define.ts';
import { roomReservations } from '../../server/src/modules/technical/room-reservations/module.ts';
import { carBookings } from '../../server/src/modules/technical/car-bookings/module.ts';
import { roomBookings } from '../../server/src/modules/technical/room-bookings/module.ts';
import { ROOM_HOLDING_STATES } from '../../server/src/modules/technical/room-holds.ts';
import { HOLDING_STATES as CAR_HOLDING_STATES } from '../../server/src/modules/technical/car-bookings/rules.ts';
import { formatDate, formatDateTime } from '@etanker/shared/format.ts';
import { budapestInstant, budapestMonth } from '@etanker/shared/date-time.ts';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { seedDemoRecords } from '../../prisma/seed/demo-records.ts';

let server: TTestServer;

/** The former declaration of a calendar: the record's Case relation, Prisma selects, entry relation. */
interface TOldCalendar {
  module: TAnyWorkflowModule;
  relation: string;
  start: string;
  end: string;
  kind: 'date' | 'datetime';
  select: Record<string, unknown>;
  title: (r: never) => string;
  states: readonly string[];
  filters: string[];
  entries?: { relation: string; start: string; end: string; select: Record<string, unknown>; label: (e: never) => string; narrowedBy: Record<string, string> };
}

const OLD: TOldCalendar[] = [
  {
    module: roomReservations,
    relation: 'room_reservation',
    start: 'start_time',
    end: 'end_time',
    kind: 'datetime',
    select: { subject: true, room: { select: { name: true } } },
    title: (r: { subject: string; room: { name: string } }) => `${r.room.name}: ${r.subject}`,
    states: ROOM_HOLDING_STATES,
    filters: ['institution', 'room', 'state'],
  },
  {
    module: carBookings,
    relation: 'car_booking',
    start: 'start_date',
    end: 'end_date',
    kind: 'datetime',
    select: { travel_path: true, car: { select: { name: true, plate_number: true } } },
    title: (r: { travel_path: string; car: { name: string; plate_number: string } }) => `${r.car.name} (${r.car.plate_number}): ${r.travel_path}`,
    states: CAR_HOLDING_STATES,
    filters: ['institution', 'car', 'state'],
  },
  {
    module: roomBookings,
    relation: 'room_booking',
    start: 'start_date',
    end: 'end_date',
    kind: 'date',
    select: { name: true, time_period: true },
    title: (r: { name: string; time_period: string }) => (r.time_period ? `${r.name} (${r.time_period})` : r.name),
    states: ROOM_HOLDING_STATES,
    filters: ['institution', 'room', 'state'],
    entries: {
      relation: 'slots',
      start: 'start_time',
      end: 'end_time',
      select: { room: { select: { name: true } } },
      label: (e: { room: { name: string } }) => e.room.name,
      narrowedBy: { room: 'room_id' },
    },
  },
];

/** The former calendarEvents (Prisma: Case with its record, `some` entry in the month). */
async function oldEvents(ctx: TAuthedContext, cal: TOldCalendar, input: Record<string, unknown>) {
  const { year, month } = input as { year: number; month: number };
  const scoped = await listWhere(ctx, cal.module, Object.fromEntries(cal.filters.filter((n) => n in input).map((n) => [n, input[n]])));
  const range = cal.kind === 'datetime' ? budapestMonth(year, month) : { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
  const touches = { [cal.start]: { lt: range.to }, [cal.end]: cal.kind === 'datetime' ? { gt: range.from } : { gte: range.from } };
  const instants = budapestMonth(year, month);
  const entries = cal.entries;
  const narrowed = Object.entries(entries?.narrowedBy ?? {}).flatMap(([n, col]) => (n in input ? [{ [col]: { in: ZQueryIds.parse(input[n]) } }] : []));
  const entryTouches = entries && { AND: [{ [entries.start]: { lt: instants.to }, [entries.end]: { gt: instants.from } }, ...narrowed] };
  const rows = await server.services.prisma.case.findMany({
    where: {
      AND: [scoped, { [cal.relation]: entries ? { ...touches, [entries.relation]: { some: entryTouches } } : touches }, { state: { in: [...cal.states] } }],
    } as Prisma.CaseWhereInput,
    orderBy: [{ [cal.relation]: { [cal.start]: 'asc' } }, { id: 'asc' }],
    select: {
      id: true,
      state: true,
      reference_number: true,
      institution_id: true,
      [cal.relation]: {
        select: {
          ...cal.select,
          [cal.start]: true,
          [cal.end]: true,
          ...(entries && {
            [entries.relation]: {
              where: entryTouches,
              orderBy: [{ [entries.start]: 'asc' }, { id: 'asc' }],
              select: { ...entries.select, [entries.start]: true, [entries.end]: true },
            },
          }),
        },
      },
    } as Prisma.CaseSelect,
  });
  const format = cal.kind === 'datetime' ? formatDateTime : formatDate;
  const events = rows.flatMap((row) => {
    const r = row as unknown as Record<string, unknown> & { id: number; state: string; reference_number: string; institution_id: number };
    const record = r[cal.relation] as Record<string, unknown>;
    const event = {
      id: r.id,
      state: r.state,
      reference_number: r.reference_number,
      institution: r.institution_id,
      url: cal.module.detailRoute.replace('{id}', String(r.id)),
    };
    if (!entries) {
      return [
        {
          ...event,
          title: cal.title(record as never),
          start: format(record[cal.start] as Date),
          end: format(record[cal.end] as Date),
          all_day: cal.kind === 'date',
        },
      ];
    }
    return (record[entries.relation] as Record<string, unknown>[]).map((entry) => {
      const [from, to] = [formatDateTime(entry[entries.start] as Date), formatDateTime(entry[entries.end] as Date)];
      const allDay = from.endsWith(' 00:00') && to.endsWith(' 00:00');
      const period = allDay
        ? { start: from.slice(0, 10), end: formatDateTime(new Date((entry[entries.end] as Date).getTime() - 1)).slice(0, 10), all_day: true }
        : { start: from, end: to, all_day: false };
      return { ...event, title: `${entries.label(entry as never)}: ${cal.title(record as never)}`, ...period };
    });
  });
  if (entries) events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
  return events;
}

/** More room reservations: of several schools, holding and not, across a month's ends and the autumn DST change. */
async function seedReservations() {
  const prisma = server.services.prisma;
  const rooms = await prisma.room.findMany({ select: { id: true, institution_id: true }, orderBy: { id: 'asc' } });
  const creator = await prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true } });
  const at = (month: number, day: number, hour: number) => budapestInstant(2031, month, day, hour);
  const periods: [Date, Date][] = [
    [at(3, 31, 20), at(4, 1, 8)],
    [at(4, 15, 9), at(4, 15, 10)],
    [at(4, 15, 9), at(4, 15, 11)],
    [at(4, 30, 22), at(5, 1, 2)],
    [at(3, 1, 0), at(6, 1, 0)],
    [at(10, 26, 1), at(10, 26, 4)],
  ];
  const states = ['pending', 'closed_positive', 'cancelled', 'under_checking', 'closed_negative'];
  let n = 0;
  for (const room of rooms.filter((r, i) => i % 3 === 0).slice(0, 12)) {
    for (const [start, end] of periods) {
      n++;
      await prisma.case.create({
        data: {
          module: 'room_reservations',
          institution_id: room.institution_id,
          creator_id: creator.id,
          state: states[n % states.length],
          reference_number: `TF/2031/${String(n).padStart(5, '0')}`,
          room_reservation: { create: { subject: `Foglalás ${n}`, start_time: start, end_time: end, room_id: room.id } },
        },
        select: { id: true },
      });
    }
  }
}

/** Whole-day entries (a day, two days) on a demo booking, beside its timed occasions. */
async function seedWholeDays() {
  const prisma = server.services.prisma;
  const booking = await prisma.roomBooking.findFirstOrThrow({ select: { id: true, start_date: true, rooms: true }, orderBy: { id: 'asc' } });
  const day = (offset: number) => {
    const d = new Date(booking.start_date.getTime() + offset * 86_400_000);
    return budapestInstant(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  };
  await prisma.roomBookingSlot.createMany({
    data: [
      { booking_id: booking.id, room_id: booking.rooms[0], start_time: day(0), end_time: day(1) },
      { booking_id: booking.id, room_id: booking.rooms[0], start_time: day(1), end_time: day(3) },
    ],
  });
}

/** The months the records of a calendar touch, and one on each side. */
async function monthsOf(cal: TOldCalendar): Promise<{ year: number; month: number }[]> {
  const table = { room_reservation: 'RoomReservation', car_booking: 'CarBooking', room_booking: 'RoomBooking' }[cal.relation]!;
  const rows = await server.services.prisma.$queryRawUnsafe<{ m: string }[]>(
    `SELECT DISTINCT to_char(d, 'YYYY-MM') AS m FROM "${table}" r,
       generate_series(date_trunc('month', r."${cal.start}") - interval '1 month', r."${cal.end}" + interval '1 month', interval '1 month') d`,
  );
  return rows.map((r) => ({ year: Number(r.m.slice(0, 4)), month: Number(r.m.slice(5)) }));
}

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoRecords(server.services);
  await seedReservations();
  await seedWholeDays();
}, 300_000);

describe('calendar month in SQL', () => {
  it.each(OLD.map((cal) => [cal.module.key, cal] as const))('%s: answers what the Prisma read answered', async (_key, cal) => {
    const prisma = server.services.prisma;
    const users = await prisma.user.findMany({ where: { is_active: true }, select: { id: true }, orderBy: { id: 'asc' } });
    const months = await monthsOf(cal);
    const institutions = await prisma.institution.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 3 });
    const resource = cal.relation === 'car_booking' ? 'car' : 'room';
    const query = { select: { id: true }, orderBy: { id: 'asc' } } as const;
    const resources: { id: number }[] = resource === 'car' ? await prisma.car.findMany(query) : await prisma.room.findMany(query);
    const filters: Record<string, unknown>[] = [
      {},
      { institution: institutions.map((i) => String(i.id)).join(',') },
      {
        [resource]: resources
          .filter((r, i) => i % 2 === 0)
          .map((r) => String(r.id))
          .join(','),
      },
      { state: 'pending,closed_positive' },
    ];
    const action = cal.module.actions!.calendar as TAnyAction;
    let seen = 0;
    for (const { id } of users) {
      const ctx: TAuthedContext = { ...server.services, user: (await loadCurrentUser(prisma, id))!, badToken: false, ip: '127.0.0.1' };
      for (const month of months) {
        for (const filter of filters) {
          const input = { year: month.year, month: month.month, ...filter };
          const expected = await oldEvents(ctx, cal, input);
          const { events } = (await action.run(prisma, ctx as never, { input } as never)) as { events: unknown[] };
          expect(events, `${ctx.user.email} ${JSON.stringify(input)}`).toEqual(expected);
          seen += expected.length;
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
