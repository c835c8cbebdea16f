// The personal data of an employee (spec 001 §3 "Hired user / employee"), declared once for the
// HR area: the employees module edits them, a position's hiring records them
// (felhasznalo-rogzites/). Check digits and messages come from shared/validation.ts (000 §5).
import { date, email, relation, text } from '../../workflow/fields.ts';
import { addressGroup, personFields, taxIdBirthDateRule } from '../../workflow/field-groups.ts';
import { defineManifest } from '../../workflow/manifest.ts';

const person = personFields({ name: { list: true, orderBy: true, export: 28 }, birth_date: { export: 12 }, tax_number: { list: true, export: 14 } });

/** The person (the kit's person fields and HR's own): who they are, how to pay them, where they live. */
export const PERSON_FIELDS = {
  name: person.name,
  email: email('E-mail cím', { required: true, max: 254, list: true, export: 28 }),
  // Not in 001 §3's employee: optional, the writer's school by default (employee-file.ts homeOf).
  institution: relation('Anyaintézmény', 'institution'),
  birth_name: person.birth_name,
  birth_date: person.birth_date,
  birth_place: person.birth_place,
  mothers_name: person.mothers_name,
  nationality: text('Állampolgárság', { max: 100, default: 'magyar' }),
  id_card_number: text('Személyi igazolvány száma', { max: 20 }),
  tax_number: person.tax_number,
  social_security_number: person.social_security_number,
  bank_name: person.bank_name,
  bank_account_number: person.bank_account_number,
  permanent_address: addressGroup('Állandó lakcím'),
  temporary_address: addressGroup('Tartózkodási hely'),
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

export const PERSON_RULES = [taxIdBirthDateRule('tax_number')];

/** The person's input (a position's hiring takes it): the fields and the tax id's birth date rule. */
export const PERSON_MANIFEST = defineManifest(PERSON_FIELDS, { rules: PERSON_RULES });
