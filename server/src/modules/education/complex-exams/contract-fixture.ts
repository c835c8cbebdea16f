// The contract test kit's use of complex exam contracts (tests/kit/, see ../../contract-fixture.ts).
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineContractFixture, verificationStepProbe, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'complexExams',
  scope: 'school',
  // The centre's HR referent reads every school's contracts and deletes no one else's comments or attachments.
  users: { owner: 'igenylo.a', peer: 'hr', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  // A corporate contract: the examiner typed in, the fee paid to a company with valid identifiers.
  create: ({ serial }) => ({
    user: null,
    season: 4,
    corporate_contract: true,
    company_name: 'Kit Vizsga Kft.',
    tax_number: '12345676-2-09',
    company_identification_number: '09-09-123456',
    company_statistical_number: '12345676-8559-113-09',
    travel_and_accommodation_fee: 12_500,
    completion_location: 'Debrecen, Piac utca 1.',
    name: `Kit Vizsgabiztos ${serial}`,
    birth_date: '1970-08-30',
    birth_place: 'Debrecen',
    mothers_name: 'Kit Anyja',
    tax_id: makeTaxId('1970-08-30', serial),
    social_security_number: makeTaj(serial),
    bank_name: 'OTP Bank Nyrt.',
    bank_account_number: makeBankAccount('1177301', serial),
    address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
    tasks: [
      {
        type: 1,
        profession_name: 'Szoftverfejlesztő és -tesztelő',
        okj_id: '',
        szj_id: '5 0613 12 03',
        category: 'Informatika és távközlés',
        students_count: 16,
        number_of_hours: 1,
        salary: 38_000,
        final_students_count: null,
        final_number_of_hours: null,
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
