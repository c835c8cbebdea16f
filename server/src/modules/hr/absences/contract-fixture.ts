// The contract test kit's use of absences (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

/** The demo seed's second user, 'igenylo.a' (Nagy Eszter, employed at school 001 since 2020-09-01). */
const OWNER_USER = 2;

export const contractFixture = defineContractFixture({
  module: 'absences',
  scope: 'school',
  // The HR referent sees every school's absences but may not delete the owner's attachments.
  users: { owner: 'igenylo.a', peer: 'hr', otherSchool: 'igenylo.b', withoutPermission: 'rendszergazda', readonly: 'olvaso' },
  // One day each, a day apart, in 2031: the kit's records stay out of the demo's months.
  create: ({ serial }) => {
    const day = new Date(Date.UTC(2031, 0, 1) + (serial % 3000) * 86_400_000).toISOString().slice(0, 10);
    return { user: OWNER_USER, reason: 5, start_date: day, end_date: day };
  },
  filters: {
    ...workflowProbes,
    reason: (r) => ({ hit: idOf(r.reason), miss: '1' }),
    min_date: (r) => ({ hit: String(r.start_date), miss: '2099-01-01' }),
    max_date: (r) => ({ hit: String(r.end_date), miss: '2000-01-01' }),
    created_min_date: () => ({ hit: '2000-01-01', miss: '2099-01-01' }),
    created_max_date: () => ({ hit: '2099-01-01', miss: '2000-01-01' }),
  },
});
