// The contract test kit's use of invoices (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

/** School 001 of the demo seed (the centre is 1): the read-only user's school, not igenylo.b's. */
const SCHOOL_A = 2;

export const contractFixture = defineContractFixture({
  module: 'invoices',
  scope: 'school',
  // The centre's finance referent registers; the centre's finance approver reads and decides.
  users: { owner: 'penzugy', peer: 'kozpontipenzugy', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial }) => ({
    institution: SCHOOL_A,
    invoice_number: `KIT-${serial}`,
    description: 'Kit számla',
    date: '2031-01-06',
    due_date: '2031-01-21',
    amount: 12500.5,
    parts: [{ institution: SCHOOL_A, amount: 12500.5 }],
  }),
  filters: {
    ...workflowProbes,
    institution_id: (r) => ({ hit: idOf(r.institution), miss: '999999' }),
    status: () => ({ hit: 'unpaid', miss: 'paid' }),
    processed: () => ({ hit: 'false', miss: 'true' }),
    tender: () => ({ miss: '999999' }),
    payment_method: (r) => ({ hit: idOf(r.payment_method), miss: '999999' }),
    upload_min_date: () => ({ hit: '2000-01-01', miss: '2100-01-01' }),
    upload_max_date: () => ({ hit: '2100-01-01', miss: '2000-01-01' }),
    due_date_from: (r) => ({ hit: String(r.due_date), miss: '2031-01-22' }),
    due_date_till: (r) => ({ hit: String(r.due_date), miss: '2031-01-20' }),
  },
});
