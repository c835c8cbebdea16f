// The contract test kit's use of store categories (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'storeCategories',
  scope: 'shared',
  users: { owner: 'muszak', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial }) => ({ name: `Kit kategória ${serial}` }),
  filters: {},
});
