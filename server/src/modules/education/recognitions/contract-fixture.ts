// The contract test kit's use of recognitions (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'recognitions',
  scope: 'school',
  users: { owner: 'igenylo.a', peer: 'tanugy', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  create: ({ serial }) => ({
    type: 3,
    candidate_name: `Kit Jelölt ${serial}`,
    candidate_birth_place: 'Debrecen',
    candidate_birth_date: '1968-05-04',
    candidate_role: 'Szakmai tanár',
    candidate_workplace: 'Kit Technikum',
    previous_recognitions: [{ name: 'Főigazgatói dicséret', date: '2019-06-14' }],
    default_acceptance_date: true,
    consent_store_data: true,
    has_no_disqualification_reason: true,
    accept_recognition: true,
    consent_publish_name: true,
  }),
  filters: {
    ...workflowProbes,
    type: (r) => ({ hit: idOf(r.type), miss: '1' }),
  },
});
