// The contract test kit's use of positions (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, verificationStepProbe, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'positions',
  scope: 'school',
  // The centre's HR reads every school's positions and deletes no one else's comments or attachments.
  users: { owner: 'hr.a', peer: 'hr', otherSchool: 'hr.b', withoutPermission: 'igenylo.a', readonly: 'hr.olvaso' },
  create: ({ serial }) => ({
    type: 1,
    job: 1 + (serial % 10),
    subjects: [1 + (serial % 20)],
    contract_type: 1,
    working_hours: 1,
    weekly_workhour_count: 40,
    start_date: '2031-09-01',
    without_tender: true,
    tasks: 'A kit rögzítette ezt az álláshelyet.',
  }),
  filters: {
    ...workflowProbes,
    verification_step: verificationStepProbe,
    type: (r) => ({ hit: idOf(r.type), miss: '999' }),
    job: (r) => ({ hit: idOf(r.job), miss: '999' }),
  },
});
