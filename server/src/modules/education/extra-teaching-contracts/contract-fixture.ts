// The contract test kit's use of extra-teaching contracts (tests/kit/, see ../../contract-fixture.ts).
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineContractFixture, idOf, verificationStepProbe, workflowProbes } from '../../contract-fixture.ts';

/** The demo seed's employee Takács Zsófia of school 001 (takacs.zsofia@dolgozo…, user 21): in the owner's HR scope, in no demo contract. */
const TEACHER = 21;

export const contractFixture = defineContractFixture({
  module: 'extraTeachingContracts',
  scope: 'school',
  // The centre's HR referent reads every school's contracts and deletes no one else's comments or attachments.
  users: { owner: 'igenylo.a', peer: 'hr', otherSchool: 'igenylo.b', withoutPermission: 'muszak', readonly: 'olvaso' },
  // The profile as the contract's copy; identifiers with valid check digits, the tax number encoding the birth date.
  create: ({ serial }) => ({
    user: TEACHER,
    type: 'substitution',
    name: `Kit Pedagógus ${serial}`,
    birth_date: '1980-02-14',
    birth_place: 'Debrecen',
    mothers_name: 'Kit Anyja',
    tax_number: makeTaxId('1980-02-14', serial),
    social_security_number: makeTaj(serial),
    bank_name: 'OTP Bank Nyrt.',
    bank_account_number: makeBankAccount('1177301', serial),
    permanent_address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
    start_date: '2031-10-01',
    end_date: '2031-10-31',
    tasks: [{ name: 'Matematika helyettesítés, 9. b', planned_quantity: 6, final_quantity: null }],
  }),
  filters: {
    ...workflowProbes,
    unread: () => ({ hit: 'false', miss: 'true' }),
    unseen: () => ({ hit: 'false', miss: 'true' }),
    verification_step: verificationStepProbe,
    user: (r) => ({ hit: idOf(r.user), miss: '1' }),
    type: () => ({ hit: 'substitution', miss: 'timetable' }),
  },
});
