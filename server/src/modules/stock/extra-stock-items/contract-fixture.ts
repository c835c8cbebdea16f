// The contract test kit's use of extra stock items (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'extraStockItems',
  scope: 'school',
  users: { owner: 'igenylo.a', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial, institution }) => ({ institution, note: `Kit: a raktárban talált, nyilvántartásban nem szereplő szék (${serial})` }),
  filters: {
    institution: (r) => ({ hit: idOf(r.institution), miss: '999999' }),
    state: () => ({ hit: 'open', miss: 'resolved' }),
  },
});
