// The contract test kit's use of utility meters (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);

export const contractFixture = defineContractFixture({
  module: 'utilities',
  scope: 'school',
  users: { owner: 'igenylo.a', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial, institution }) => ({
    institution,
    name: `Kit mérő ${serial}`,
    utility_type: 1,
    provider: 'E.ON Tiszántúli Áramhálózati Zrt.',
    pod: `HU000120F11-S${String(serial).padStart(10, '0')}`,
    address: { zip_code: '4026', city: 'Debrecen', address_1: 'Szent Anna utca 8.' },
    reports: [
      { date: '2026-01-01', value: 1200.5, note: '' },
      { date: '2026-02-01', value: 1310, note: 'Havi leolvasás' },
    ],
  }),
  filters: {
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    utility_type: (r) => ({ hit: id(r.utility_type), miss: '999999' }),
    meter_type: () => ({ hit: 'main', miss: 'sub' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
    is_bidirectional: () => ({ hit: 'false', miss: 'true' }),
    status: () => ({ hit: 'active', miss: 'closed' }),
  },
});
