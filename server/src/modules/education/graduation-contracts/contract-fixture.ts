// The contract test kit's use of graduation exam contracts (tests/kit/, see ../../contract-fixture.ts).
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineContractFixture, verificationStepProbe, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'graduationContracts',
  scope: 'school',
  // The centre's HR referent reads every school's contracts and deletes no one else's comments or attachments.
  users: { owner: 'igenylo.a', peer: 'hr', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  // An outside examiner typed in (no employee linked); identifiers with valid check digits, the tax id encoding the birth date.
  create: ({ serial }) => ({
    user: null,
    season: 4,
    high_level: true,
    reference_number_high_level: `OH/${serial}`,
    completion_location: 'Debrecen, Piac utca 1.',
    name: `Kit Vizsgáztató ${serial}`,
    birth_date: '1975-02-14',
    birth_place: 'Debrecen',
    mothers_name: 'Kit Anyja',
    tax_id: makeTaxId('1975-02-14', serial),
    social_security_number: makeTaj(serial),
    bank_name: 'OTP Bank Nyrt.',
    bank_account_number: makeBankAccount('1177301', serial),
    address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
    tasks: [
      {
        type: 1,
        class_name: '12.A',
        students_count: 28,
        start_date: '2031-05-05',
        end_date: '2031-05-06',
        number_of_hours: 6.5,
        contributor_salary: 0,
        salary: 4200,
        final_students_count: null,
        final_number_of_hours: null,
        final_contributor_salary: null,
        final_salary: null,
      },
    ],
  }),
  filters: {
    ...workflowProbes,
    verification_step: verificationStepProbe,
    season: () => ({ hit: 'spring_25_26', miss: 'autumn_24_25' }),
  },
});
