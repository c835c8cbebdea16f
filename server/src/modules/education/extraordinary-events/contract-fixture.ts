// The contract test kit's use of extraordinary events (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'extraordinaryEvents',
  scope: 'school',
  users: { owner: 'igenylo.a', peer: 'tanugy', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  create: ({ serial }) => ({
    title: `Kit esemény ${serial}`,
    description: 'Tűzriadó a tornateremben, a tanulókat kimenekítették.',
    reporter_name: 'Kit Bejelentő',
    reporter_role: 'Osztályfőnök',
    reporter_contact: '+36 52 555 0101',
    date: '2031-10-14',
    time: '10:35',
    location: 'Tornaterem',
    measures_after: '',
    events_after: '',
  }),
  filters: {
    institution: (r) => ({ hit: idOf(r.institution), miss: '999999' }),
    state: (r) => ({ hit: String(r.state), miss: 'closed_positive' }),
    waiting_for_me: () => ({ hit: 'true' }),
    has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
    verify_from: () => ({ hit: '2031-10-14', miss: '2031-10-15' }),
    verify_till: () => ({ hit: '2031-10-14', miss: '2031-10-13' }),
  },
});
