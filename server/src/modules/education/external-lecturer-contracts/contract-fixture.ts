// The contract test kit's use of the old lecturer contracts (tests/kit/, see ../../contract-fixture.ts).
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineContractFixture, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'externalLecturerContracts',
  scope: 'school',
  // The centre's HR referent reads every school's contracts and deletes no one else's comments or attachments.
  users: { owner: 'igenylo.a', peer: 'hr', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  // Identifiers with valid check digits, the tax id encoding the birth date; a period ahead (delta_days_backward 0).
  create: ({ serial }) => ({
    name: `Kit Régi Óraadó ${serial}`,
    birth_date: '1972-06-30',
    birth_place: 'Miskolc',
    mothers_name: 'Kit Anyja',
    tax_id: makeTaxId('1972-06-30', serial),
    social_security_number: makeTaj(serial),
    bank_name: 'OTP Bank Nyrt.',
    bank_account_number: makeBankAccount('1177301', serial),
    address: { zip_code: '3525', city: 'Miskolc', address_1: 'Széchenyi utca 1.' },
    payment: 4100,
    start_date: '2031-09-01',
    end_date: '2032-01-31',
    tasks: [{ subject: 'Villamosságtan', class_name: '10.B', hours: 36, location: 'B12', type: 'theory' }],
  }),
  filters: {
    ...workflowProbes,
    criminal_record_state: () => ({ hit: 'sent', miss: 'received' }),
  },
});
