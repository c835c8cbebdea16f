// The contract test kit's use of room bookings (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, verificationStepProbe, workflowProbes } from '../../contract-fixture.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The demo seed's first room ('Informatika terem' of school 001, the owner's school). */
const OWNER_ROOM = 1;

export const contractFixture = defineContractFixture({
  module: 'roomBookings',
  scope: 'school',
  // As for room reservations: the peer's 403s come from the module gate.
  users: { owner: 'igenylo.a', peer: 'rendszergazda', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  // Every record one hour of its own day in 2040 onwards (twelve a day): the kit's records never clash.
  create: ({ serial }) => {
    const k = serial % 100_000;
    const day = new Date(Date.UTC(2040, 0, 1) + Math.floor(k / 12) * 86_400_000).toISOString().slice(0, 10);
    const hour = 8 + (k % 12);
    return {
      name: `Kit Sportegyesület ${serial}`,
      mailing_address: { zip_code: '4001', city: 'Debrecen', address_1: 'Pf. 12.' },
      contact_email: 'kit@example.com',
      rooms: [OWNER_ROOM],
      start_date: day,
      end_date: day,
      price_workday: 5000,
      price_weekend: 8000,
      price_unit: 1,
      occasions: [{ type: 'one_time', date: day, day_of_the_week: null, start_time: `${pad(hour)}:00`, end_time: `${pad(hour + 1)}:00` }],
    };
  },
  filters: {
    ...workflowProbes,
    verification_step: verificationStepProbe,
    room_institution: (r) => ({ hit: idOf(r.institution), miss: '999999' }),
    room: () => ({ hit: String(OWNER_ROOM), miss: '999999' }),
    type: () => ({ hit: 'one_time', miss: 'weekly' }),
    min_price: (r) => ({ hit: String(r.total_price), miss: String(Number(r.total_price) + 1) }),
    max_price: (r) => ({ hit: String(r.total_price), miss: String(Number(r.total_price) - 1) }),
    min_date: (r) => ({ hit: String(r.end_date), miss: '2199-01-01' }),
    max_date: (r) => ({ hit: String(r.start_date), miss: '2000-01-01' }),
  },
});
