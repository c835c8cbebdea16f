// The contract test kit's use of cars (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);

/** School 001 of the demo seed (the centre is 1): the read-only user's school, not igenylo.b's. */
const SCHOOL_A = 2;

export const contractFixture = defineContractFixture({
  module: 'cars',
  scope: 'school',
  // The keeper (the centre's technical referent) creates; the cars are school 001's, not shared.
  users: { owner: 'muszak', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial }) => ({
    institution: SCHOOL_A,
    name: `Kit autó ${serial}`,
    plate_number: `KIT-${String(serial % 1000).padStart(3, '0')}`,
    type: 'Skoda Octavia',
    person_count: 5,
    power: 85,
    fuel_type: 2,
    all_can_see: false,
    mot_test_valid_till: '2030-05-31',
    highway_sticker: '2027-01-31',
    refuels: [{ time_point: '2026-11-02 07:30', cost: 21990, meter_value: 40125.5 }],
  }),
  filters: {
    fuel_type: (r) => ({ hit: id(r.fuel_type), miss: '999999' }),
    min_person_count: () => ({ hit: '5', miss: '6' }),
    max_person_count: () => ({ hit: '5', miss: '4' }),
  },
});
