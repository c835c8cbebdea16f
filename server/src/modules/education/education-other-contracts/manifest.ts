// The fields of an education other contract (spec 002 §3 "Education other contract", MODULES.md
// §3.27): the person (the kit's person fields: identity, tax id and TAJ with their check digits,
// bank account) with e-mail and address, what the contract is for, its period, the price per
// unit (default occasion) and the tender it is paid from. institution and extra_field_answers
// are the Case's; total_price is the server's (module.ts).
import { z } from 'zod';
import { date, decimal, email, integer, kept, relation, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { addressGroup, personFields, taxIdBirthDateRule } from '../../../workflow/field-groups.ts';
import { notBefore } from '@etanker/shared/cross-field-rules.ts';

const onPaper = { pdf: true } as const;

/** Key 1 of occurrence_units (prisma/seed/lists/education.ts): 'Alkalom', the spec's default price unit. */
const OCCASION = 1;

export const EDUCATION_OTHER_CONTRACT_MANIFEST = modelManifest(
  'EducationOtherContract',
  {
    ...personFields({
      name: { list: true, orderBy: true, export: 28, ...onPaper },
      birth_name: { export: 24, ...onPaper },
      birth_date: { export: 12, ...onPaper },
      birth_place: { export: 16, ...onPaper },
      mothers_name: { export: 24, ...onPaper },
      tax_number: { export: 14, ...onPaper },
      social_security_number: { export: 12, ...onPaper },
      bank_name: { export: 20, ...onPaper },
      bank_account_number: { export: 28, ...onPaper },
    }),
    email: email('E-mail cím', { max: 254, export: 26 }),
    address: { ...addressGroup('Lakcím', {}, 'Érvényes', onPaper), personal: true },
    subject: text('A szerződés tárgya', { max: 300, width: 'wide', list: true, export: 36, pdf: true }),
    start_date: date('Kezdő dátum', { required: true, list: true, export: 12, orderBy: true }),
    end_date: date('Záró dátum', { required: true, export: 12, orderBy: true }),
    price: integer('Díj', { required: true, min: 1, max: 100_000_000, suffix: 'Ft', export: 12, pdf: true }),
    price_unit: staticKey('Díj egysége', 'occurrence_units', { default: OCCASION, export: 10, pdf: true }),
    quantity: decimal('Mennyiség (egység)', { min: 0.01, max: 99_999.99, decimals: 2, default: 1, export: 10, pdf: true }),
    total_price: kept(integer('Díj összesen', { min: 0, max: 2_000_000_000, suffix: 'Ft', list: true, export: 14, orderBy: true })),
    tender: relation('Pályázat', 'tender', { export: 30, pdf: true, filter: true }),
  },
  { rules: [taxIdBirthDateRule('tax_number'), notBefore('end_date', 'start_date', 'A záró dátum nem lehet korábbi a kezdő dátumnál.')] },
);

/** The input: the manifest's fields and the Case's own (institution, extra fields). */
export const ZEducationOtherContractInput = EDUCATION_OTHER_CONTRACT_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TEducationOtherContractInput = z.output<typeof ZEducationOtherContractInput>;
