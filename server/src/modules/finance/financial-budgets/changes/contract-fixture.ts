// The contract test kit's use of budget change requests (tests/kit/, see ../../../contract-fixture.ts).
import { defineContractFixture, waitingForValue } from '../../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);
/** School 001's operating budget, the first demo budget (financial-budgets/demo.ts). */
const BUDGET = 1;

export const contractFixture = defineContractFixture({
  module: 'financialBudgetChanges',
  scope: 'school',
  // The finance referent asks; the centre's finance reads (and approves) every request.
  users: { owner: 'penzugy', peer: 'kozpontipenzugy', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial }) => ({ financial_budget: BUDGET, amount_change: 1000 + serial, reason: `Kit keretmódosítás ${serial}` }),
  filters: {
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    state: (r) => ({ hit: String(r.state), miss: 'closed_positive' }),
    waiting_for: (r) => ({ hit: waitingForValue(r), miss: '999999' }),
    // The owner asked for the change: four eyes give its check to the other finance referent.
    waiting_for_me: () => ({ miss: 'true' }),
    waitingForMe: () => ({ miss: 'true' }),
    has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
    financial_budget: () => ({ hit: String(BUDGET), miss: '999999' }),
  },
});
