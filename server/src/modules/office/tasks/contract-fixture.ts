// The contract test kit's use of office tasks (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'tasks',
  scope: 'school',
  users: { owner: 'igenylo.a', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial, institution }) => ({
    title: `Tanévnyitó előkészítése ${serial}`,
    institution_reference_number: `FEL-${serial}`,
    deadline: '2026-08-31',
    supervisor: null,
    institution,
    subtasks: [{ description: 'Terembeosztás', measure: 'Egyeztetés a tanárokkal', assignees: [], deadline: '2026-08-25', finished: false }],
  }),
  filters: {
    institution: (r) => ({ hit: idOf(r.institution), miss: '999999' }),
    supervisor: () => ({ miss: '999999' }),
    assignee: () => ({ miss: '999999' }),
    deadline_min: () => ({ hit: '2026-08-01', miss: '2026-09-01' }),
    deadline_max: () => ({ hit: '2026-08-31', miss: '2026-08-01' }),
    has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
  },
});
