// The contract test kit's use of fault reports (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, waitingForValue } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);

export const contractFixture = defineContractFixture({
  module: 'errorReports',
  scope: 'school',
  // A centre technical referent: sees the owner's reports, may not delete their comments and attachments.
  users: { owner: 'igenylo.a', peer: 'muszak', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial, institution }) => ({
    title: `Kit hibabejelentés ${serial}`,
    category: 1,
    completion_place: 'A épület, 112-es terem',
    prior_estimate: 45_000,
    description: 'Csöpög a mosdó csaptelepe.',
    affected_institution: institution,
  }),
  filters: {
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    affected_institution: (r) => ({ hit: id(r.affected_institution), miss: '999999' }),
    state: (r) => ({ hit: String(r.state), miss: 'closed_positive' }),
    waiting_for: (r) => ({ hit: waitingForValue(r), miss: '999999' }),
    waiting_for_me: () => ({ hit: 'true' }),
    waitingForMe: () => ({ hit: 'true' }),
    has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
    category: (r) => ({ hit: id(r.category), miss: '999999' }),
  },
});
