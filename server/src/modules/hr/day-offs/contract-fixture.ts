// The contract test kit's use of day offs (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, workflowProbes } from '../../contract-fixture.ts';

/** The demo seed's second employment: 'igenylo.a' at school 001 since 2020-09-01. */
const OWNER_EMPLOYMENT = 2;

export const contractFixture = defineContractFixture({
  module: 'dayOffs',
  scope: 'school',
  // The HR referent sees every school's day offs but may not delete the owner's attachments.
  users: { owner: 'igenylo.a', peer: 'hr', otherSchool: 'igenylo.b', withoutPermission: 'rendszergazda', readonly: 'olvaso' },
  create: ({ serial }) => {
    const day = new Date(Date.UTC(2032, 0, 1) + (serial % 3000) * 86_400_000).toISOString().slice(0, 10);
    return { employment: OWNER_EMPLOYMENT, start_date: day, end_date: day, reason: `Kit szabadság ${serial}` };
  },
  filters: {
    ...workflowProbes,
  },
});
