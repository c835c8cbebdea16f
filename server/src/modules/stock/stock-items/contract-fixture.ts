// The contract test kit's use of stock items (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'stockItems',
  scope: 'school',
  users: { owner: 'igenylo.a', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial, institution }) => ({
    institution,
    stock_number: `KIT-${serial}`,
    item_sub_id: '',
    name: `Kit projektor ${serial}`,
    item_class: { code: '13', name: 'Gépek, berendezések' },
    item_type: { code: 'IT', name: 'Informatikai eszköz' },
    technical_group: { code: '131', name: 'Irodai gépek' },
    statistic_category: { code: '26.20', name: 'Számítógépek' },
    property_qualification: { code: 'F', name: 'Forgalomképes' },
    manufacturing_number: `SN-${serial}`,
    activity_date: '2024-09-01',
    cost_area: 'K-100',
    base: 189900,
    stock_group_code: 'L1',
    stock_method: 'Tételes',
  }),
  filters: {
    institution: (r) => ({ hit: idOf(r.institution), miss: '999999' }),
    area_institution: () => ({ miss: '999999' }),
    area: () => ({ miss: '999999' }),
    status: () => ({ hit: 'pending', miss: 'found' }),
    waiting_for_me: () => ({ hit: 'true' }),
  },
});
