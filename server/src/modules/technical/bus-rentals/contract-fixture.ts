// The contract test kit's use of bus rentals (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'busRentals',
  scope: 'school',
  users: { owner: 'igenylo.a', peer: 'rendszergazda', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial }) => ({
    type: 1,
    travel_goal: `Osztálykirándulás – Kit ${serial}`,
    pickup_place: 'Debrecen, az iskola előtt',
    pickup_date: '2031-05-20',
    return_date: '2031-05-21',
    person_count: 30,
    travels: [
      { from: 'Debrecen', to: 'Eger', departure: '2031-05-20 07:30', person_count: 30, note: '' },
      { from: 'Eger', to: 'Debrecen', departure: '2031-05-21 16:00', person_count: 28, note: 'Két tanuló szülővel megy haza.' },
    ],
  }),
  filters: {
    ...workflowProbes,
    type: (r) => ({ hit: idOf(r.type), miss: '999999' }),
  },
});
