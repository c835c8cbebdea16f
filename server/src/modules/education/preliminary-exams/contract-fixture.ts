// The contract test kit's use of preliminary exam contracts (tests/kit/, see ../../contract-fixture.ts).
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineContractFixture, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'preliminaryExams',
  scope: 'school',
  // The centre's education referent reads every school's contracts and deletes no one else's comments or attachments.
  users: { owner: 'igenylo.a', peer: 'tanugy', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  // An outsider typed in (no employee linked); identifiers with valid check digits, the tax id encoding the birth date.
  create: ({ serial }) => ({
    name: `Kit Javító ${serial}`,
    birth_date: '1980-06-02',
    birth_place: 'Debrecen',
    mother_name: 'Kit Anyja',
    tax_id: makeTaxId('1980-06-02', serial),
    social_security_number: makeTaj(serial),
    bank_name: 'OTP Bank Nyrt.',
    bank_account_number: makeBankAccount('1177301', serial),
    address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
    season: '25_26',
    supervising_exam: true,
    correction_count: 40,
  }),
  filters: workflowProbes,
});
