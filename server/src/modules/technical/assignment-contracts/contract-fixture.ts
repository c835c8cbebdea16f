// The contract test kit's use of assignment contracts (tests/kit/, see ../../contract-fixture.ts).
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineContractFixture, idOf, verificationStepProbe, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'assignmentContracts',
  scope: 'school',
  // A centre technical referent: sees the owner's contracts, may not delete their comments and attachments.
  users: { owner: 'igenylo.a', peer: 'muszak', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  // An outsider typed in (no employee linked); identifiers with valid check digits, the tax id encoding the birth date.
  create: ({ serial, institution }) => ({
    user: null,
    name: `Kit Megbízott ${serial}`,
    birth_name: '',
    address: '4025 Debrecen, Piac utca 1.',
    birth_place: 'Debrecen',
    birth_date: '1980-05-17',
    mothers_name: 'Kit Anyja',
    tax_id: makeTaxId('1980-05-17', serial),
    social_security_number: makeTaj(serial),
    primary_job_name: '',
    bank_name: 'OTP Bank Nyrt.',
    bank_account_number: makeBankAccount('1177301', serial),
    open_ended: false,
    start_date: '2031-02-01',
    end_date: '2031-06-30',
    affected_institution: institution,
  }),
  filters: {
    ...workflowProbes,
    verification_step: verificationStepProbe,
    affected_institution: (r) => ({ hit: idOf(r.affected_institution), miss: '999999' }),
    type: () => ({ hit: 'fixed', miss: 'open_ended' }),
  },
});
