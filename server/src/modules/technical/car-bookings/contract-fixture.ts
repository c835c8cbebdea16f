// The contract test kit's use of car bookings (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, utcWallClock, verificationStepProbe, workflowProbes } from '../../contract-fixture.ts';

/** The demo seed's second car ('Suzuki Vitara' of school 001, the owner's school, not shared). */
const OWNER_CAR = 2;

export const contractFixture = defineContractFixture({
  module: 'carBookings',
  scope: 'school',
  // As for room reservations: the peer's 403s come from the module gate.
  users: { owner: 'igenylo.a', peer: 'rendszergazda', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  // Every booking one hour long, two hours after the one before: the kit's bookings never clash.
  create: ({ serial }) => {
    const start = new Date(Date.UTC(2031, 0, 1, 8) + (serial % 100_000) * 2 * 3_600_000);
    return {
      start_date: utcWallClock(start),
      end_date: utcWallClock(new Date(start.getTime() + 3_600_000)),
      car: OWNER_CAR,
      travel_path: `Debrecen – Kit ${serial}`,
      purpose: 'A kit rögzítette ezt az igényt.',
      driver: 'Kit Sofőr',
      person_count: 3,
      contact_name: 'Kit Kapcsolattartó',
      contact_contact: '+36 1 234 5678',
    };
  },
  filters: {
    ...workflowProbes,
    verification_step: verificationStepProbe,
    car: (r) => ({ hit: idOf(r.car), miss: '999999' }),
  },
});
