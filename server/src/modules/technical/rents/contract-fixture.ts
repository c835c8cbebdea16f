// The contract test kit's use of rents (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, verificationStepProbe, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'rents',
  scope: 'school',
  // As for room reservations: the peer's 403s come from the module gate.
  users: { owner: 'igenylo.a', peer: 'rendszergazda', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial }) => ({
    name: `Kit Sportegyesület ${serial}`,
    address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
    mailing_address: { zip_code: '4001', city: 'Debrecen', address_1: 'Pf. 12.' },
    representative: 'Kit Elnök',
    start_date: '2031-01-06',
    end_date: '2031-01-31',
    price: 8000,
    price_unit: 1,
    occasions: [{ type: 'weekly', date: null, day_of_the_week: 1, start_time: '17:00', end_time: '19:00' }],
  }),
  filters: {
    ...workflowProbes,
    verification_step: verificationStepProbe,
    type: () => ({ hit: 'weekly', miss: 'one_time' }),
  },
});
