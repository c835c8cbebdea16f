// Demo cars: a shared minibus and a school car at school 001 (its MOT expired two months ago),
// a car of school 002 with an expired highway sticker, two centre cars every school may book.
// Validity dates are relative to the seeding day, so an expired one stays expired.
import type { TPrisma } from '../../../db/client.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { defineDemo } from '../../../../../prisma/seed/demo/kit.ts';

const day = (months: number, days = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, now.getUTCDate() + days));
};

/** Refuels of the last three months (times at 07:30 UTC, meter values rising). */
const refuels = (startMeter: number, cost: number) =>
  [3, 2, 1].map((monthsAgo, index) => ({
    time_point: new Date(day(-monthsAgo, 2).getTime() + 27_000_000),
    cost: cost + index * 1_250,
    meter_value: startMeter + index * 820,
  }));

const CARS = [
  {
    unit_code: '001',
    name: 'Ford Transit kisbusz',
    plate_number: 'AE FK-312',
    type: 'Ford Transit 2.0 TDCi',
    person_count: 9,
    power: 96,
    fuel_type: 2,
    all_can_see: true,
    mot_test_valid_till: day(14),
    highway_sticker: day(2),
    refuels: refuels(84_300, 38_900),
  },
  {
    unit_code: '001',
    name: 'Suzuki Vitara',
    plate_number: 'AB CD-123',
    type: 'Suzuki Vitara 1.4 Hybrid',
    person_count: 5,
    power: 95,
    fuel_type: 4,
    all_can_see: false,
    mot_test_valid_till: day(-2),
    highway_sticker: day(5),
    refuels: refuels(52_100, 21_400),
  },
  {
    unit_code: '002',
    name: 'Opel Astra',
    plate_number: 'RKT-455',
    type: 'Opel Astra K 1.6 CDTI',
    person_count: 5,
    power: 81,
    fuel_type: 2,
    all_can_see: false,
    mot_test_valid_till: day(9),
    highway_sticker: day(0, -10),
    refuels: refuels(131_750, 24_300),
  },
  {
    unit_code: '000',
    name: 'Volkswagen Crafter',
    plate_number: 'AA XY-789',
    type: 'Volkswagen Crafter 2.0 TDI',
    person_count: 15,
    power: 103,
    fuel_type: 2,
    all_can_see: true,
    mot_test_valid_till: day(20),
    highway_sticker: day(2),
    refuels: refuels(45_020, 52_600),
  },
  {
    unit_code: '000',
    name: 'Nissan Leaf',
    plate_number: 'AA EV-001',
    type: 'Nissan Leaf 40 kWh',
    person_count: 5,
    power: 110,
    fuel_type: 3,
    all_can_see: true,
    mot_test_valid_till: day(30),
    highway_sticker: null,
    refuels: [],
  },
];

export async function seedDemoCars(prisma: TPrisma, institutionIds: Map<string, number>): Promise<void> {
  for (const { unit_code, refuels: lines, ...car } of CARS) {
    const data = { ...car, institution_id: institutionIds.get(unit_code)!, search_text: normalizeSearch(`${car.name} ${car.plate_number} ${car.type}`) };
    const existing = await prisma.car.findFirst({ where: { plate_number: car.plate_number }, select: { id: true } });
    if (existing) {
      await prisma.car.update({ where: { id: existing.id }, data, select: { id: true } });
      continue;
    }
    await prisma.car.create({ data: { ...data, refuels: { create: lines } }, select: { id: true } });
  }
}

export const carsDemo = defineDemo({ data: seedDemoCars });
