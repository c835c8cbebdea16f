// The contract test kit's use of lecturer assignment contracts (tests/kit/, see ../../contract-fixture.ts).
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'lecturerAssignmentContracts',
  scope: 'school',
  // The centre's HR referent reads every school's contracts and deletes no one else's comments or attachments.
  users: { owner: 'igenylo.a', peer: 'hr', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  // An outsider typed in (no employee linked); identifiers with valid check digits, the tax id encoding the birth date.
  create: ({ serial, institution }) => ({
    user: null,
    type: 'vocational',
    name: `Kit Óraadó ${serial}`,
    birth_date: '1979-04-12',
    birth_place: 'Debrecen',
    mothers_name: 'Kit Anyja',
    tax_id: makeTaxId('1979-04-12', serial),
    social_security_number: makeTaj(serial),
    bank_name: 'OTP Bank Nyrt.',
    bank_account_number: makeBankAccount('1177301', serial),
    address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
    feor_number: 2,
    payment: 4500,
    start_date: '2031-09-01',
    end_date: '2032-01-31',
    tasks: [{ name: 'Szakmai elmélet, 10. évfolyam', planned_quantity: 36, final_quantity: null }],
    affected_institution: institution,
  }),
  filters: {
    ...workflowProbes,
    affected_institution: (r) => ({ hit: idOf(r.affected_institution), miss: '999999' }),
    type: () => ({ hit: 'vocational', miss: 'practical' }),
    valid_range_start: () => ({ hit: '2031-12-01', miss: '2032-02-01' }),
    valid_range_end: () => ({ hit: '2031-10-01', miss: '2031-08-31' }),
  },
});
