// The contract test kit's use of system error reports (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, waitingForValue } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);

export const contractFixture = defineContractFixture({
  module: 'systemErrorReports',
  scope: 'school',
  users: { owner: 'igenylo.a', peer: 'rendszergazda', otherSchool: 'igenylo.b', readonly: 'olvaso' },
  create: ({ serial }) => ({ title: `Szerződéses teszt ${serial}`, description: 'A kit rögzítette ezt a hibát.', category: 1 }),
  filters: {
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    state: (r) => ({ hit: String(r.state), miss: 'closed_positive' }),
    waiting_for: (r) => ({ hit: waitingForValue(r), miss: '999999' }),
    waiting_for_me: () => ({ hit: 'true' }),
    waitingForMe: () => ({ hit: 'true' }),
    has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
    subscribed: () => ({ hit: 'false' }),
    category: (r) => ({ hit: id(r.category), miss: '999999' }),
  },
});
