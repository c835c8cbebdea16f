// The demo's room bookings (technical/room-bookings/demo.ts): seeded through the engine on a
// fresh database with the other demo records, both schools, beside the reservations they touch.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { seedDemoRecords } from '../../prisma/seed/demo-records.ts';

let server: TTestServer;
const rooms: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const r of await server.services.prisma.room.findMany({ select: { id: true, name: true } })) rooms[r.name] = r.id;
});

describe('room bookings: demo data', () => {
  it('seeds bookings of both schools this month, beside reservations they touch but do not clash with', { timeout: 300_000 }, async () => {
    await seedDemoRecords(server.services);
    const bookings = await server.services.prisma.roomBooking.findMany({
      select: { name: true, rooms: true, total_price: true, case: { select: { state: true, institution_id: true } } },
    });
    const demo = bookings.filter((b) => ['Debreceni Kosárlabda Egyesület', 'Cantemus Vegyeskar Egyesület', 'Kovács és Társa Bt.'].includes(b.name));
    expect(demo.map((b) => b.case.state).sort()).toEqual(['closed_negative', 'closed_positive', 'under_checking']);
    expect(new Set(demo.map((b) => b.case.institution_id)).size).toBe(2);
    const club = demo.find((b) => b.name === 'Debreceni Kosárlabda Egyesület')!;
    expect(club.total_price.toNumber()).toBeGreaterThan(0);
    // The PE practice ends when the club's Tuesday starts: the room is busy across 17:00, free before 15:00.
    const practice = await server.services.prisma.roomReservation.findFirstOrThrow({
      where: { subject: 'Kosárlabda szakköri edzés' },
      select: { end_time: true },
    });
    const end = practice.end_time;
    const slot = await server.services.prisma.roomBookingSlot.findFirst({ where: { room_id: rooms['Tornaterem'], start_time: end }, select: { id: true } });
    expect(slot).not.toBeNull();
  });
});
