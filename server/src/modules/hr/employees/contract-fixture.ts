// The contract test kit's use of employees (tests/kit/, see ../../contract-fixture.ts). The
// centre's HR creates (schools may not without the setting); another school's HR gets 404.
import { defineContractFixture } from '../../contract-fixture.ts';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';

/** A birth date per serial, so each kit employee's tax id is its own. */
const birthDate = (serial: number) => new Date(Date.UTC(1960, 0, 1) + (serial % 10_000) * 86_400_000).toISOString().slice(0, 10);

export const contractFixture = defineContractFixture({
  module: 'employees',
  scope: 'school',
  users: { owner: 'hr', otherSchool: 'hr.b', withoutPermission: 'igenylo.a', readonly: 'hr.olvaso' },
  create: ({ serial, institution }) => ({
    name: `Aranka Teszt ${serial}`,
    email: `kit.dolgozo.${serial}@pelda.hu`,
    institution,
    birth_date: birthDate(serial),
    tax_number: makeTaxId(birthDate(serial), 100),
    social_security_number: makeTaj(serial),
    bank_account_number: makeBankAccount('1177301', serial),
    permanent_address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
    classification: 1,
  }),
  filters: {
    institution: (r) => ({ hit: String((r.institution as { id: number }).id), miss: '999999' }),
    // A new employee has no employment yet: every institution leaves it out.
    active_institution: (r) => ({ miss: String((r.institution as { id: number }).id) }),
    employment_activity: () => ({ hit: 'inactive', miss: 'active' }),
    classification: () => ({ hit: '1', miss: '2' }),
    has_unseen_attachment: () => ({ miss: 'true' }),
  },
});
