// The fields of an assignment contract (spec 001 §3 Assignment contract): the person it is made
// with, their payment details and the period. The person fields are the kit's (workflow/
// field-groups.ts: the labels, check digits and 000 §5 messages HR uses too);
// institution, affected_institution and extra_field_answers are the Case's.
import { z } from 'zod';
import { boolean, date, relation, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { personFields, taxIdBirthDateRule } from '../../../workflow/field-groups.ts';
import { PERIOD_RULES } from './rules.ts';

const onPaper = { pdf: true } as const;
const P = personFields({
  name: { list: true, orderBy: true, export: 28, ...onPaper },
  birth_name: { export: 24, ...onPaper },
  birth_date: { export: 12, ...onPaper },
  tax_number: { export: 14, ...onPaper },
  social_security_number: { export: 12, ...onPaper },
  bank_name: { export: 20, ...onPaper },
  bank_account_number: { export: 28, ...onPaper },
});

export const ASSIGNMENT_CONTRACT_MANIFEST = modelManifest(
  'AssignmentContract',
  {
    // The employee on file the person fields were filled from (kitolt/); optional: an outsider is typed in.
    user: relation('Dolgozó', 'user', { export: 24 }),
    name: P.name,
    birth_name: P.birth_name,
    // Personal data like the kit's person fields (access/personal-data.ts).
    address: text('Lakcím', { required: true, max: 300, width: 'wide', export: 36, pdf: true, personal: true }),
    // Required on a contract (an employee's may be missing).
    birth_place: text('Születési hely', { required: true, max: 100, export: 16, pdf: true, personal: true }),
    birth_date: P.birth_date,
    mothers_name: text('Anyja neve', { required: true, max: 200, export: 24, pdf: true, personal: true }),
    tax_id: P.tax_number,
    social_security_number: P.social_security_number,
    primary_job_name: text('Fő munkahely neve', { max: 200, export: 28, pdf: true }),
    bank_name: P.bank_name,
    bank_account_number: P.bank_account_number,
    // The PDF prints the period as one sentence (document.tsx).
    open_ended: boolean('Határozatlan idejű', { default: false, list: true, export: 10 }),
    start_date: date('Kezdő dátum', { required: true, list: true, export: 12, orderBy: true }),
    end_date: date('Záró dátum', { list: true, export: 12, orderBy: true }),
  },
  {
    rules: [taxIdBirthDateRule('tax_id'), ...PERIOD_RULES],
  },
);

/** The input: the manifest's fields and the Case's own (institution, affected institution, extra fields). */
export const ZAssignmentContractInput = ASSIGNMENT_CONTRACT_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  affected_institution: ZRowId.nullable().optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TAssignmentContractInput = z.output<typeof ZAssignmentContractInput>;
