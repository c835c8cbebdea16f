// The contract test kit's use of monthly reports (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf } from '../../contract-fixture.ts';

/** School 001 of the demo seed (the centre is 1): the read-only user's school, not igenylo.b's. */
const SCHOOL_A = 2;
const SCHOOL_MONTHS = [9, 10, 11, 12, 1, 2, 3, 4, 5, 6];

export const contractFixture = defineContractFixture({
  module: 'monthlyReports',
  scope: 'school',
  // The job makes the reports; the centre's education referent makes one by hand (far-off years, one month per serial).
  users: { owner: 'tanugy', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  create: ({ serial }) => ({ institution: SCHOOL_A, year: 2000 + (Math.floor(serial / 10) % 100), month: SCHOOL_MONTHS[serial % 10] }),
  filters: {
    institution: (r) => ({ hit: idOf(r.institution), miss: '999999' }),
    state: () => ({ hit: 'open', miss: 'closed' }),
    year: (r) => ({ hit: String(r.year), miss: String((r.year as number) + 1) }),
  },
});
