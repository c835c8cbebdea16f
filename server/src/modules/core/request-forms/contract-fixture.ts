// The contract test kit's use of request forms (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

/** 'Fizetési előleg igénylése', a finance type of request_form_types. */
const FINANCE_TYPE = 2;

export const contractFixture = defineContractFixture({
  module: 'requestForms',
  scope: 'school',
  // kozpontipenzugy (the centre) holds the finance area; rendszergazda none of the five.
  users: { owner: 'igenylo.a', peer: 'kozpontipenzugy', otherSchool: 'igenylo.b', withoutPermission: 'rendszergazda', readonly: 'olvaso' },
  create: ({ institution }) => ({ module: 'finance', type: FINANCE_TYPE, affected_institution: institution }),
  filters: {
    ...workflowProbes,
    subscribed: () => ({ hit: 'false' }),
    module: (r) => ({ hit: String(r.module), miss: 'hr' }),
    affected_institution: (r) => ({ hit: idOf(r.affected_institution), miss: '999999' }),
    type: (r) => ({ hit: idOf(r.type), miss: '999999' }),
  },
});
