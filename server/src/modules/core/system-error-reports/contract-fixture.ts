// The contract test kit's use of system error reports (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'systemErrorReports',
  scope: 'school',
  users: { owner: 'igenylo.a', peer: 'rendszergazda', otherSchool: 'igenylo.b', readonly: 'olvaso' },
  create: ({ serial }) => ({ title: `Szerződéses teszt ${serial}`, description: 'A kit rögzítette ezt a hibát.', category: 1 }),
  filters: {
    ...workflowProbes,
    subscribed: () => ({ hit: 'false' }),
    category: (r) => ({ hit: idOf(r.category), miss: '999999' }),
  },
});
