// The contract test kit's use of extraordinary ordainments (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'extraordinaryOrdainments',
  scope: 'school',
  users: { owner: 'igenylo.a', peer: 'tanugy', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  create: ({ serial }) => ({
    type: 2,
    name: `Kit Tanár ${serial}`,
    job_description: 'A 11.B osztály matematikaóráinak helyettesítése.',
    start_date: '2031-11-03',
    end_date: '2031-11-14',
  }),
  filters: {
    institution: workflowProbes.institution,
    state: workflowProbes.state,
    waiting_for: workflowProbes.waiting_for,
    waiting_for_me: workflowProbes.waiting_for_me,
    has_unread_comment: workflowProbes.has_unread_comment,
    has_unseen_attachment: workflowProbes.has_unseen_attachment,
    type: (r) => ({ hit: idOf(r.type), miss: '1' }),
  },
});
