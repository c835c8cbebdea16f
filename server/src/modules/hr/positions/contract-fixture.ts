// The contract test kit's use of positions (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, waitingForValue } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);

export const contractFixture = defineContractFixture({
  module: 'positions',
  scope: 'school',
  // The centre's HR reads every school's positions and deletes no one else's comments or attachments.
  users: { owner: 'hr.a', peer: 'hr', otherSchool: 'hr.b', withoutPermission: 'igenylo.a', readonly: 'hr.olvaso' },
  create: ({ serial }) => ({
    type: 1,
    job: 1 + (serial % 10),
    subjects: [1 + (serial % 20)],
    contract_type: 1,
    working_hours: 1,
    weekly_workhour_count: 40,
    start_date: '2031-09-01',
    without_tender: true,
    tasks: 'A kit rögzítette ezt az álláshelyet.',
  }),
  filters: {
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    state: (r) => ({ hit: String(r.state), miss: 'closed_positive' }),
    waiting_for: (r) => ({ hit: waitingForValue(r), miss: '999999' }),
    waiting_for_me: () => ({ hit: 'true' }),
    waitingForMe: () => ({ hit: 'true' }),
    has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
    type: (r) => ({ hit: id(r.type), miss: '999' }),
    job: (r) => ({ hit: id(r.job), miss: '999' }),
    verification_step: (r) => ({ hit: id(r.current_step), miss: '999999' }),
  },
});
