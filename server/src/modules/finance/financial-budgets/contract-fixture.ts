// The contract test kit's use of financial budgets (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture } from '../../contract-fixture.ts';

/** School 001 of the demo seed (the centre is 1): the read-only user's school, not igenylo.b's. */
const SCHOOL_A = 2;

export const contractFixture = defineContractFixture({
  module: 'financialBudgets',
  scope: 'school',
  // Finance keeps budgets; a school's requesters read their own.
  users: { owner: 'penzugy', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial }) => ({ type: 1, institution: SCHOOL_A, year: 2040 + (serial % 50), amount: 1_000_000 + serial }),
  filters: {
    type: () => ({ hit: '1', miss: '2' }),
    institution: () => ({ hit: String(SCHOOL_A), miss: '999999' }),
    year: (r) => ({ hit: String(r.year), miss: '2001' }),
    // The kit's budget has no change request: nothing of it waits on anybody.
    waiting_for: () => ({ miss: '999999' }),
    waiting_for_me: () => ({ hit: 'false', miss: 'true' }),
  },
});
