// Demo rooms: a few of each of the first two schools (keys of the floors, floor_types and
// room_categories lists of lists/technical.ts).
import type { TPrisma } from '../../../server/src/db/client.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';

const ROOMS = [
  {
    unit_code: '001',
    building: 'A épület',
    name: 'Informatika terem',
    room_number: '112',
    floor: 3,
    floor_type: 2,
    category: 3,
    area: 64.5,
    inner_height: 3.2,
    capacity: 32,
    is_for_disabled: true,
  },
  {
    unit_code: '001',
    building: 'A épület',
    name: 'Fizika előadó',
    room_number: '204',
    floor: 4,
    floor_type: 1,
    category: 2,
    area: 72,
    inner_height: 3.4,
    capacity: 36,
    is_for_disabled: false,
  },
  {
    unit_code: '001',
    building: 'B épület',
    name: 'Villanyszerelő tanműhely',
    room_number: 'B01',
    floor: 2,
    floor_type: 6,
    category: 4,
    area: 140,
    inner_height: 4.5,
    capacity: 20,
    is_for_disabled: true,
  },
  {
    unit_code: '001',
    building: 'Sportcsarnok',
    name: 'Tornaterem',
    room_number: 'T1',
    floor: 2,
    floor_type: 5,
    category: 6,
    area: 540,
    inner_height: 7,
    capacity: 120,
    is_for_disabled: true,
  },
  {
    unit_code: '002',
    building: 'Főépület',
    name: 'Díszterem',
    room_number: '001',
    floor: 2,
    floor_type: 1,
    category: 7,
    area: 210,
    inner_height: 5.2,
    capacity: 180,
    is_for_disabled: true,
  },
  {
    unit_code: '002',
    building: 'Főépület',
    name: 'Kémia labor',
    room_number: '115',
    floor: 3,
    floor_type: 3,
    category: 5,
    area: 58,
    inner_height: 3.2,
    capacity: 24,
    is_for_disabled: false,
  },
];

export async function seedDemoRooms(prisma: TPrisma, institutionIds: Map<string, number>): Promise<void> {
  for (const { unit_code, ...room } of ROOMS) {
    const institution_id = institutionIds.get(unit_code)!;
    const data = { ...room, institution_id, unit_code, search_text: normalizeSearch(`${room.name} ${room.building} ${room.room_number} ${unit_code}`) };
    const existing = await prisma.room.findFirst({ where: { institution_id, name: room.name }, select: { id: true } });
    if (existing) await prisma.room.update({ where: { id: existing.id }, data, select: { id: true } });
    else await prisma.room.create({ data, select: { id: true } });
  }
}
