// The personal data of an employee (spec 001 §3 "Hired user / employee"), declared once for the
// HR area: the employees module edits them, a position's hiring records them
// (felhasznalo-rogzites/). Check digits and messages come from shared/validation.ts (000 §5).
import type { z } from 'zod';
import { MESSAGES, taxIdBirthDate, validate, validTaj, validTaxId } from '@etanker/shared/validation.ts';
import { date, email, group, relation, text, type TField } from '../../workflow/fields.ts';
import { addressFields, bankAccountField } from '../../workflow/field-groups.ts';
import { defineManifest, type TInputRule } from '../../workflow/manifest.ts';

export const TAX_ID_BIRTH_DATE = 'Az adóazonosító jel nem egyezik a születési dátummal.';

/** A text field whose value, when given, must pass `check` (a check digit), else `message`. */
function checked<F extends TField>(field: F, check: (value: string) => boolean, message: string): F {
  const schema = (field.schema as z.ZodType<string>).refine((v) => v === '' || check(v), message);
  return { ...field, schema } as F;
}

const address = (label: string) => group(label, { ...addressFields(), valid_till: date('Érvényes') });

/** The person: who they are, how to pay them, where they live. */
export const PERSON_FIELDS = {
  name: text('Név', { required: true, max: 200, list: true, orderBy: true, export: 28 }),
  email: email('E-mail cím', { required: true, max: 254, list: true, export: 28 }),
  institution: relation('Anyaintézmény', 'institution', { required: true }),
  birth_name: text('Születési név', { max: 200 }),
  birth_date: date('Születési dátum', { required: true, export: 12 }),
  birth_place: text('Születési hely', { max: 100 }),
  mothers_name: text('Anyja neve', { max: 200 }),
  nationality: text('Állampolgárság', { max: 100, default: 'magyar' }),
  id_card_number: text('Személyi igazolvány száma', { max: 20 }),
  tax_number: checked(text('Adóazonosító jel', { required: true, max: 10, list: true, export: 14 }), validTaxId, MESSAGES.taxId),
  social_security_number: checked(text('TAJ szám', { max: 11, normalize: (v) => v.replace(/[\s-]/g, '') }), (v) => validTaj(v), MESSAGES.taj),
  bank_name: text('Bank neve', { max: 100 }),
  bank_account_number: checked(bankAccountField(), (v) => validate(v, [{ type: 'bankAccount' }]) === null, MESSAGES.bankAccount),
  permanent_address: address('Állandó lakcím'),
  temporary_address: address('Tartózkodási hely'),
  residence_card_number: text('Lakcímkártya száma', { max: 20 }),
  disability_name: text('Megváltozott munkaképesség', { max: 200 }),
  disability_since: date('Megváltozott munkaképesség kezdete'),
  allowed_to_work_after_retirement_since: date('Nyugdíj melletti foglalkoztatás kezdete'),
  allowed_to_work_after_retirement_number: text('Nyugdíj melletti foglalkoztatás engedélyszáma', { max: 50 }),
  verification_document: text('Végzettséget igazoló okirat', { max: 200 }),
  criminal_record_code: text('Erkölcsi bizonyítvány száma', { max: 50 }),
  criminal_record_date: date('Erkölcsi bizonyítvány kelte'),
  criminal_record_place: text('Erkölcsi bizonyítvány kiállításának helye', { max: 100 }),
  criminal_record_issuer: text('Erkölcsi bizonyítvány kiállítója', { max: 200 }),
};

/** The tax id encodes the birth date (digits 2–6): the two must agree. */
export const PERSON_RULES: TInputRule<{ tax_number: string; birth_date: string | null }>[] = [
  {
    path: 'tax_number',
    message: TAX_ID_BIRTH_DATE,
    holds: (p) => !p.birth_date || !validTaxId(p.tax_number) || taxIdBirthDate(p.tax_number) === p.birth_date,
  },
];

/** The person's input (a position's hiring takes it): the fields and the tax id's birth date rule. */
export const PERSON_MANIFEST = defineManifest(PERSON_FIELDS, { rules: PERSON_RULES });
