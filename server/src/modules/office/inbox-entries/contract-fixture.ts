// The contract test kit's use of the incoming-mail register (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'inboxEntries',
  scope: 'school',
  // The centre's office referent reads every school's register and deletes no one else's comments or attachments.
  users: { owner: 'igenylo.a', peer: 'iroda', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  // A letter of the school's own maintainer: a sender every installation has.
  create: ({ serial, institution }) => ({
    type: 1,
    subject: `Kit tárgy ${serial}`,
    sender_type: 'institution',
    sender_institution: institution,
  }),
  filters: {
    ...workflowProbes,
    type: (r) => ({ hit: idOf(r.type), miss: '999' }),
    sender_institution: (r) => ({ hit: idOf(r.sender_institution), miss: '999999' }),
    sender_partner: () => ({ miss: '999999' }),
    creator: (r) => ({ hit: idOf(r.creator), miss: '999999' }),
    verified_from: () => ({ hit: '2000-01-01', miss: '2999-12-31' }),
    verified_till: () => ({ hit: '2999-12-31', miss: '2000-01-01' }),
  },
});
