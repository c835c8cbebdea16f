// The fields of an assignment contract (spec 001 §3 Assignment contract): the person it is made
// with, their payment details and the period. The person fields are the HR area's declarations
// (modules/hr/employee-fields.ts: the same labels, check digits and 000 §5 messages);
// institution, affected_institution and extra_field_answers are the Case's.
import { z } from 'zod';
import { validTaxId, taxIdBirthDate } from '@etanker/shared/validation.ts';
import { boolean, date, relation, text } from '../../../workflow/fields.ts';
import { defineManifest } from '../../../workflow/manifest.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { PERSON_FIELDS as P, TAX_ID_BIRTH_DATE } from '../../hr/employee-fields.ts';
import { PERIOD_RULES } from './rules.ts';

export const ASSIGNMENT_CONTRACT_MANIFEST = defineManifest(
  {
    // The employee on file the person fields were filled from (kitolt/); optional: an outsider is typed in.
    user: relation('Dolgozó', 'user', { export: 24 }),
    name: { ...P.name, export: 28, pdf: true },
    birth_name: { ...P.birth_name, export: 24, pdf: true },
    address: text('Lakcím', { required: true, max: 300, width: 'wide', export: 36, pdf: true }),
    birth_place: text('Születési hely', { required: true, max: 100, export: 16, pdf: true }),
    birth_date: { ...P.birth_date, pdf: true },
    mothers_name: text('Anyja neve', { required: true, max: 200, export: 24, pdf: true }),
    tax_id: { ...P.tax_number, list: false, pdf: true },
    social_security_number: { ...P.social_security_number, export: 12, pdf: true },
    primary_job_name: text('Fő munkahely neve', { max: 200, export: 28, pdf: true }),
    bank_name: { ...P.bank_name, export: 20, pdf: true },
    bank_account_number: { ...P.bank_account_number, export: 28, pdf: true },
    // The PDF prints the period as one sentence (document.tsx).
    open_ended: boolean('Határozatlan idejű', { default: false, list: true, export: 10 }),
    start_date: date('Kezdő dátum', { required: true, list: true, export: 12, orderBy: true }),
    end_date: date('Záró dátum', { list: true, export: 12, orderBy: true }),
  },
  {
    rules: [
      {
        path: 'tax_id',
        message: TAX_ID_BIRTH_DATE,
        holds: (r) => !r.birth_date || !validTaxId(r.tax_id) || taxIdBirthDate(r.tax_id) === r.birth_date,
      },
      ...PERIOD_RULES,
    ],
  },
);

/** The input: the manifest's fields and the Case's own (institution, affected institution, extra fields). */
export const ZAssignmentContractInput = ASSIGNMENT_CONTRACT_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  affected_institution: ZRowId.nullable().optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TAssignmentContractInput = z.output<typeof ZAssignmentContractInput>;
