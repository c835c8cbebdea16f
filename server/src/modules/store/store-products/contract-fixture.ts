// The contract test kit's use of store products (tests/kit/, see ../../contract-fixture.ts): the
// kit's products go into a category of their own, made on first use.
import { defineContractFixture, idOf } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'storeProducts',
  scope: 'shared',
  users: { owner: 'muszak', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial }) => ({
    name: `Kit termék ${serial}`,
    description: 'A szerződéses tesztkészlet terméke.',
    category: 1,
    variants: [
      {
        name: 'A4, 500 lap',
        price: 2490,
        vat: 1,
        available_from: '2026-01-01',
        available_till: null,
        minimum_order_quantity: 1,
        packaging_unit: 1,
        provider: 'Papír Kft.',
        inventories: [{ location: 'Központi raktár', quantity: 40 }],
      },
    ],
  }),
  filters: {
    category: (r) => ({ hit: idOf(r.category), miss: '999999' }),
  },
});
