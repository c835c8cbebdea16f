// The contract test kit's use of room reservations (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, utcWallClock, verificationStepProbe, workflowProbes } from '../../contract-fixture.ts';

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
      start_time: utcWallClock(start),
      end_time: utcWallClock(new Date(start.getTime() + 3_600_000)),
      room: OWNER_ROOM,
      participants: '9.A osztály',
    };
  },
  filters: {
    ...workflowProbes,
    verification_step: verificationStepProbe,
    room: (r) => ({ hit: idOf(r.room), miss: '999999' }),
  },
});
