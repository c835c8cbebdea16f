// The contract test kit's use of commute verifications (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

/** The demo seed's employments are made in user order: the first of school 001 is igenylo.a's. */
const OWNER_EMPLOYMENT = 2;

export const contractFixture = defineContractFixture({
  module: 'commuteVerifications',
  scope: 'school',
  users: { owner: 'igenylo.a', peer: 'olvaso', otherSchool: 'igenylo.b', withoutPermission: 'penzugy', readonly: 'olvaso' },
  create: ({ serial, institution }) => ({
    employment: OWNER_EMPLOYMENT,
    commute_infos: [
      { institution, type: 3, mileage_towards: 10 + (serial % 100), towards_backwards_is_same: true, sap_code: `K${serial % 1000}` },
      { institution, type: 1, monthly_cost: 12_000 },
    ],
  }),
  filters: {
    ...workflowProbes,
    employment_institution: (r) => ({ hit: idOf(r.institution), miss: '999999' }),
  },
});
