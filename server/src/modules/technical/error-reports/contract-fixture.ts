// The contract test kit's use of fault reports (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

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
    ...workflowProbes,
    affected_institution: (r) => ({ hit: idOf(r.affected_institution), miss: '999999' }),
    category: (r) => ({ hit: idOf(r.category), miss: '999999' }),
  },
});
