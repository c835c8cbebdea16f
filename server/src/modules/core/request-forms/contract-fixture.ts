// The contract test kit's use of request forms (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, waitingForValue } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);

/** 'Fizetési előleg igénylése', a finance type of request_form_types. */
const FINANCE_TYPE = 2;

export const contractFixture = defineContractFixture({
  module: 'requestForms',
  scope: 'school',
  // kozpontipenzugy (the centre) holds the finance area; rendszergazda none of the five.
  users: { owner: 'igenylo.a', peer: 'kozpontipenzugy', otherSchool: 'igenylo.b', withoutPermission: 'rendszergazda', readonly: 'olvaso' },
  create: ({ institution }) => ({ module: 'finance', type: FINANCE_TYPE, affected_institution: institution }),
  filters: {
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    state: (r) => ({ hit: String(r.state), miss: 'closed_positive' }),
    waiting_for: (r) => ({ hit: waitingForValue(r), miss: '999999' }),
    waiting_for_me: () => ({ hit: 'true' }),
    waitingForMe: () => ({ hit: 'true' }),
    has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
    subscribed: () => ({ hit: 'false' }),
    module: (r) => ({ hit: String(r.module), miss: 'hr' }),
    affected_institution: (r) => ({ hit: id(r.affected_institution), miss: '999999' }),
    type: (r) => ({ hit: id(r.type), miss: '999999' }),
  },
});
