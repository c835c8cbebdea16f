// The fields of an other contract (spec 001 §3 Other contract): the contract's type and the
// contracting company's identifiers. institution and extra_field_answers are the Case's.
import { z } from 'zod';
import { MESSAGES as KIT_MESSAGES, validCompanyTaxNumber } from '@etanker/shared/validation.ts';
import { group, staticKey, text } from '../../../workflow/fields.ts';
import { addressFields, bankAccountField, taxIdField } from '../../../workflow/field-groups.ts';
import { defineManifest } from '../../../workflow/manifest.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { COMPANY_NUMBER, KSH_CODE, MESSAGES, kshMatchesTaxNumber, validBankAccount } from './rules.ts';

export const OTHER_CONTRACT_MANIFEST = defineManifest(
  {
    type: staticKey('Szerződés típusa', 'contract_types', { required: true, list: true, export: 26, pdf: true, filter: true }),
    name: text('Szerződő fél (cég neve)', { required: true, max: 300, width: 'wide', list: true, export: 36, pdf: true, orderBy: true }),
    representative: text('Képviselő', { max: 200, export: 24, pdf: true }),
    company_number: text('Cégjegyzékszám', {
      max: 12,
      export: 14,
      pdf: true,
      pattern: { regex: COMPANY_NUMBER, message: MESSAGES.companyNumber },
      normalize: (v) => v.replace(COMPANY_NUMBER, '$1-$2-$3'),
    }),
    tax_number: taxIdField({ required: true, export: 16, pdf: true }),
    bank_account_number: bankAccountField({ export: 28, pdf: true }),
    ksh_code: text('KSH statisztikai számjel', {
      max: 20,
      export: 22,
      pdf: true,
      pattern: { regex: KSH_CODE, message: MESSAGES.kshCode },
      normalize: (v) => v.replace(KSH_CODE, '$1-$2-$3-$4'),
    }),
    seat_address: group(
      'Székhely',
      addressFields({ zip_code: { export: 12, pdf: true }, city: { list: true, export: 18, pdf: true }, address_1: { export: 30, pdf: true } }),
    ),
  },
  {
    rules: [
      { path: 'tax_number', message: MESSAGES.taxCheckDigit, holds: (r) => validCompanyTaxNumber(r.tax_number) },
      { path: 'ksh_code', message: MESSAGES.kshTaxNumber, holds: (r) => kshMatchesTaxNumber(r.ksh_code, r.tax_number) },
      { path: 'bank_account_number', message: KIT_MESSAGES.bankAccount, holds: (r) => validBankAccount(r.bank_account_number) },
    ],
  },
);

/** The input: the manifest's fields and the Case's own (institution, extra fields). */
export const ZOtherContractInput = OTHER_CONTRACT_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TOtherContractInput = z.output<typeof ZOtherContractInput>;
