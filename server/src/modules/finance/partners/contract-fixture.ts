// The contract test kit's use of partners (tests/kit/, see ../../contract-fixture.ts).
import { companyTaxCheckDigit } from '@etanker/shared/validation.ts';
import { defineContractFixture } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'partners',
  scope: 'shared',
  users: { owner: 'penzugy', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial }) => ({
    name: `Szerződéses Teszt ${serial} Kft.`,
    tax_id: `4${String(serial).padStart(6, '0')}${companyTaxCheckDigit(`4${String(serial).padStart(6, '0')}`)}-2-09`,
    address: { city: 'Debrecen', zip_code: '4024' },
  }),
  filters: {
    is_active: () => ({ hit: 'true', miss: 'false' }),
    tax_id: (r) => ({ hit: String(r.tax_id).slice(0, 8), miss: '99999999' }),
  },
});
