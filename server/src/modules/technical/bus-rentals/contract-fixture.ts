// The contract test kit's use of bus rentals (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, waitingForValue } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);

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
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    type: (r) => ({ hit: id(r.type), miss: '999999' }),
    state: (r) => ({ hit: String(r.state), miss: 'closed_positive' }),
    waiting_for: (r) => ({ hit: waitingForValue(r), miss: '999999' }),
    waiting_for_me: () => ({ hit: 'true' }),
    waitingForMe: () => ({ hit: 'true' }),
    has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
  },
});
