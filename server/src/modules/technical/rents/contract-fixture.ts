// The contract test kit's use of rents (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, waitingForValue } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);

export const contractFixture = defineContractFixture({
  module: 'rents',
  scope: 'school',
  // As for room reservations: the peer's 403s come from the module gate.
  users: { owner: 'igenylo.a', peer: 'rendszergazda', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial }) => ({
    name: `Kit Sportegyesület ${serial}`,
    address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
    mailing_address: { zip_code: '4001', city: 'Debrecen', address_1: 'Pf. 12.' },
    representative: 'Kit Elnök',
    start_date: '2031-01-06',
    end_date: '2031-01-31',
    price: 8000,
    price_unit: 1,
    occasions: [{ type: 'weekly', date: null, day_of_the_week: 1, start_time: '17:00', end_time: '19:00' }],
  }),
  filters: {
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    state: (r) => ({ hit: String(r.state), miss: 'closed_positive' }),
    type: () => ({ hit: 'weekly', miss: 'one_time' }),
    waiting_for: (r) => ({ hit: waitingForValue(r), miss: '999999' }),
    waiting_for_me: () => ({ hit: 'true' }),
    waitingForMe: () => ({ hit: 'true' }),
    has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
    verification_step: (r) => ({ hit: id(r.current_step), miss: '999999' }),
  },
});
