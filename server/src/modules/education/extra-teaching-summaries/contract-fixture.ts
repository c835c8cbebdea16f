// The contract test kit's use of extra-teaching summaries (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, verificationStepProbe, workflowProbes } from '../../contract-fixture.ts';

/** The demo seed's employee Takács Zsófia of school 001 (takacs.zsofia@dolgozo…, user 21): in the owner's HR scope, in no demo contract. */
const TEACHER = 21;

export const contractFixture = defineContractFixture({
  module: 'extraTeachingSummaries',
  scope: 'school',
  // The centre's HR referent reads every school's summaries and deletes no one else's comments or attachments.
  users: { owner: 'igenylo.a', peer: 'hr', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  // A month of 2031 (no contract: a summary of nothing to pay), a month apart per serial.
  create: ({ serial }) => ({ user: TEACHER, year: 2031 + Math.floor((serial % 600) / 12), month: (serial % 12) + 1 }),
  filters: {
    ...workflowProbes,
    unread: () => ({ hit: 'false', miss: 'true' }),
    unseen: () => ({ hit: 'false', miss: 'true' }),
    verification_step: verificationStepProbe,
    user: (r) => ({ hit: idOf(r.user), miss: '1' }),
    year: (r) => ({ hit: String(r.year), miss: '2000' }),
    month: (r) => ({ hit: String(r.month), miss: String((Number(r.month) % 12) + 1) }),
  },
});
