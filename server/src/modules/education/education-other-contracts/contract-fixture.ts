// The contract test kit's use of education other contracts (tests/kit/, see ../../contract-fixture.ts).
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineContractFixture, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'educationOtherContracts',
  scope: 'school',
  // The centre's education referent reads every school's contracts and deletes no one else's comments or attachments.
  users: { owner: 'igenylo.a', peer: 'tanugy', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  // Identifiers with valid check digits, the tax id encoding the birth date.
  create: ({ serial }) => ({
    name: `Kit Előadó ${serial}`,
    birth_date: '1980-02-29',
    tax_number: makeTaxId('1980-02-29', serial),
    social_security_number: makeTaj(serial),
    email: `kit.eloado.${serial}@example.hu`,
    bank_account_number: makeBankAccount('1177301', serial),
    subject: 'Pályaorientációs előadás',
    start_date: '2031-10-01',
    end_date: '2031-10-01',
    price: 25_000,
    quantity: 2,
  }),
  filters: {
    ...workflowProbes,
    tender: () => ({ miss: '999999' }),
  },
});
