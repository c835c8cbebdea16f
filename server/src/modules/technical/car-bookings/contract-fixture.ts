// The contract test kit's use of car bookings (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, waitingForValue } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);
const pad = (n: number) => String(n).padStart(2, '0');
const wallClock = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

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
      start_date: wallClock(start),
      end_date: wallClock(new Date(start.getTime() + 3_600_000)),
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
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    state: (r) => ({ hit: String(r.state), miss: 'closed_positive' }),
    waiting_for: (r) => ({ hit: waitingForValue(r), miss: '999999' }),
    waiting_for_me: () => ({ hit: 'true' }),
    waitingForMe: () => ({ hit: 'true' }),
    has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
    car: (r) => ({ hit: id(r.car), miss: '999999' }),
    verification_step: (r) => ({ hit: id(r.current_step), miss: '999999' }),
  },
});
