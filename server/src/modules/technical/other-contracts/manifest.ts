// The fields of an other contract (spec 001 §3 Other contract): the contract's type and the
// contracting company's identifiers. institution and extra_field_answers are the Case's.
import { z } from 'zod';
import { staticKey, text } from '../../../workflow/fields.ts';
import { addressGroup, checkedBankAccountField, companyFields, companyRules } from '../../../workflow/field-groups.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';

export const OTHER_CONTRACT_MANIFEST = modelManifest(
  'OtherContract',
  {
    type: staticKey('Szerződés típusa', 'contract_types', { required: true, list: true, export: 26, pdf: true, filter: true }),
    name: text('Szerződő fél (cég neve)', { required: true, max: 300, width: 'wide', list: true, export: 36, pdf: true, orderBy: true }),
    representative: text('Képviselő', { max: 200, export: 24, pdf: true }),
    ...companyFields({ company_number: { export: 14, pdf: true }, tax_number: { export: 16, pdf: true }, ksh_code: { export: 22, pdf: true } }),
    bank_account_number: checkedBankAccountField({ export: 28, pdf: true }),
    seat_address: addressGroup('Székhely', {
      zip_code: { export: 12, pdf: true },
      city: { list: true, export: 18, pdf: true },
      address_1: { export: 30, pdf: true },
    }),
  },
  { rules: companyRules },
);

/** The input: the manifest's fields and the Case's own (institution, extra fields). */
export const ZOtherContractInput = OTHER_CONTRACT_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TOtherContractInput = z.output<typeof ZOtherContractInput>;
