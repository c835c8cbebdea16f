// The fields of an extra-teaching contract (spec 002 §3 "Extra-teaching contract", MODULES.md
// §3.30): the employee (user) and the contract's copy of their HR file under the spec's profile
// names (the kit's contractor group: tax number and TAJ with their check digits, bank account,
// permanent address), the period within one month, the hourly rate (default 3045 Ft) and the
// tasks whose hours it pays. total_hours and total_payment are the server's (module.ts).
import { z } from 'zod';
import { choice, date, decimal, email, integer, kept, relation } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { contractorFields, taxIdBirthDateRule, PARTY_ON_PAPER } from '../../../workflow/field-groups.ts';
import { taskLines } from '../../../workflow/contract-tasks.ts';
import { after } from '@etanker/shared/cross-field-rules.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';

const { tax_id, address, social_security_number, bank_name, bank_account_number, ...identity } = contractorFields(PARTY_ON_PAPER);

/** The spec's `type` (values not shown): how the hours beyond the teacher's mandatory ones arise. */
export const EXTRA_TEACHING_TYPES = {
  timetable: 'Órarend szerinti többlettanítás',
  substitution: 'Eseti helyettesítés',
  other: 'Egyéb foglalkozás (szakkör, felzárkóztatás)',
} as const;

/** MODULES.md §3.30 / 002 §9: the hourly rate's default. */
export const EXTRA_TEACHING_PAYMENT_DEFAULT = 3045;

export const MONTH_MESSAGE = 'A szerződés időszaka egy naptári hónapon belül legyen (a havi összesítő hónapja).';

export const EXTRA_TEACHING_CONTRACT_MANIFEST = modelManifest(
  'ExtraTeachingContract',
  {
    user: relation('Dolgozó', 'user', { required: true, filter: true, export: 24 }),
    type: choice('Típus', { choices: EXTRA_TEACHING_TYPES, default: 'timetable', filter: true, pdf: true }),
    ...identity,
    // The spec's profile names: tax_number and permanent_address (the kit's tax_id and address).
    tax_number: tax_id,
    social_security_number,
    email: email('E-mail', { max: 200, export: 24 }),
    bank_name,
    bank_account_number,
    permanent_address: address,
    payment: integer('Óradíj', { required: true, default: EXTRA_TEACHING_PAYMENT_DEFAULT, min: 1, max: 100_000, suffix: 'Ft', export: 10, pdf: true }),
    start_date: date('Kezdő dátum', { required: true, list: true, export: 12, orderBy: true }),
    end_date: date('Záró dátum', { required: true, list: true, export: 12, orderBy: true }),
    tasks: taskLines('Feladatok (órában)', { max: 50 }),
    total_hours: kept(decimal('Órák összesen', { min: 0, max: 9_999_999.99, decimals: 2, suffix: 'óra', list: true, export: 10 })),
    total_payment: kept(integer('Díj összesen', { min: 0, max: 2_000_000_000, suffix: 'Ft', list: true, export: 14, orderBy: true })),
  },
  {
    rules: [
      taxIdBirthDateRule('tax_number'),
      after('end_date', 'start_date', MESSAGES.endAfterStart),
      { path: 'end_date', message: MONTH_MESSAGE, holds: (r) => r.start_date.slice(0, 7) === r.end_date.slice(0, 7) },
    ],
  },
);

/** The input: the manifest's fields and the Case's own (institution, extra fields). */
export const ZExtraTeachingContractInput = EXTRA_TEACHING_CONTRACT_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TExtraTeachingContractInput = z.output<typeof ZExtraTeachingContractInput>;
