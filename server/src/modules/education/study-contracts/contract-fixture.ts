// The contract test kit's use of study contracts (tests/kit/, see ../../contract-fixture.ts).
import { makePersonalId, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineContractFixture, verificationStepProbe, workflowProbes } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'studyContracts',
  scope: 'school',
  // The centre's education referent reads every school's contracts and deletes no one else's comments or attachments.
  users: { owner: 'igenylo.a', peer: 'tanugy', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  // Identifiers with valid check digits, the tax id encoding the birth date.
  create: ({ serial }) => ({
    type: 'dual_training',
    name: `Kit Tanuló ${serial}`,
    birth_date: '2008-03-17',
    birth_place: 'Debrecen',
    mothers_name: 'Kit Anyja',
    personnel_identification_number: makePersonalId('2008-03-17', serial),
    tax_number: makeTaxId('2008-03-17', serial),
    social_security_number: makeTaj(serial),
    permanent_address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
  }),
  filters: {
    ...workflowProbes,
    verification_step: verificationStepProbe,
    type: () => ({ hit: 'dual_training', miss: 'scholarship' }),
  },
});
