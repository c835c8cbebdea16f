// The contract test kit's use of room reservations (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, waitingForValue } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);
const pad = (n: number) => String(n).padStart(2, '0');
const wallClock = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

/** The demo seed's first room ('Informatika terem' of school 001, the owner's school). */
const OWNER_ROOM = 1;

export const contractFixture = defineContractFixture({
  module: 'roomReservations',
  scope: 'school',
  // The demo has no second user of school 001 with this module but without attachment deletion
  // (the head of school may delete attachments): the peer's 403s come from the module gate.
  users: { owner: 'igenylo.a', peer: 'rendszergazda', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  // Every record one hour long, two hours after the one before: the kit's records never clash.
  create: ({ serial }) => {
    const start = new Date(Date.UTC(2031, 0, 1, 8) + (serial % 100_000) * 2 * 3_600_000);
    return {
      subject: `Kit foglalás ${serial}`,
      description: 'A kit rögzítette ezt a foglalást.',
      start_time: wallClock(start),
      end_time: wallClock(new Date(start.getTime() + 3_600_000)),
      room: OWNER_ROOM,
      participants: '9.A osztály',
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
    room: (r) => ({ hit: id(r.room), miss: '999999' }),
    verification_step: (r) => ({ hit: id(r.current_step), miss: '999999' }),
  },
});
