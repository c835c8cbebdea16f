// The contract test kit's use of other contracts (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'otherContracts',
  scope: 'school',
  // A centre technical referent: sees the owner's contracts, may not delete their comments and attachments.
  users: { owner: 'igenylo.a', peer: 'muszak', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  // Valid identifiers: tax number 12345676 (NAV check digit 6), the KSH code starting with it, a GIRO-valid account.
  create: ({ serial }) => ({
    type: 2,
    name: `Kit Kft. ${serial}`,
    representative: 'Kovács Anna ügyvezető',
    company_number: '01-09-123456',
    seat_address: { zip_code: '1111', city: 'Budapest', county: 'Budapest', address_1: 'Fő utca 1.', address_2: '', country: 'Magyarország' },
    tax_number: '12345676-2-41',
    bank_account_number: '11773016-11111018',
    ksh_code: '12345676-6201-113-01',
  }),
  filters: {
    ...workflowProbes,
    type: (r) => ({ hit: idOf(r.type), miss: '999999' }),
  },
});
