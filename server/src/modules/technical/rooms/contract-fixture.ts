// The contract test kit's use of rooms (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);

export const contractFixture = defineContractFixture({
  module: 'rooms',
  scope: 'school',
  users: { owner: 'igenylo.a', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial, institution }) => ({
    institution,
    name: `Kit terem ${serial}`,
    building: 'A épület',
    area: 48.25,
    capacity: 28,
    floor: 3,
    floor_type: 2,
    is_for_disabled: true,
  }),
  filters: {
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    floor: (r) => ({ hit: id(r.floor), miss: '999999' }),
    floor_type: (r) => ({ hit: id(r.floor_type), miss: '999999' }),
    min_area: () => ({ hit: '48', miss: '49' }),
    max_area: () => ({ hit: '49', miss: '48' }),
    is_for_disabled: () => ({ hit: 'true', miss: 'false' }),
  },
});
