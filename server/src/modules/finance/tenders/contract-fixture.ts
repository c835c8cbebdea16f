// The contract test kit's use of tenders (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture } from '../../contract-fixture.ts';

/** School 001 of the demo seed (the centre is 1): the read-only user's school, not igenylo.b's. */
const SCHOOL_A = 2;

export const contractFixture = defineContractFixture({
  module: 'tenders',
  scope: 'school',
  // The centre's finance keeps tenders; this one serves school 001 only.
  users: { owner: 'penzugy', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial }) => ({
    name: `Kit pályázat ${serial}`,
    code: `KIT-${serial}`,
    institutions: [SCHOOL_A],
    amount: 10_000_000,
    amount_operational: 4_000_000,
    amount_accumulation: 6_000_000,
    currency: 1,
    start_date: '2026-01-01',
    end_date: '2027-12-31',
    deadline: '2028-03-31',
  }),
  filters: {
    closed: () => ({ hit: 'false', miss: 'true' }),
    institution: () => ({ hit: String(SCHOOL_A), miss: '999999' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
  },
});
