// Field sets several modules declare alike (spec 000 §3): spread them into a manifest, or nest
// them with group() where the API answers them as one object (a partner's address).
import type { z } from 'zod';
import { MESSAGES, PERSONAL_ID_MESSAGE, validate, validCompanyTaxNumber, validPersonalId, validTaj, validTaxId } from '@etanker/shared/validation.ts';
import type { TCrossFieldRule } from '@etanker/shared/cross-field-rules.ts';
import { date, group, text, type TField, type TFieldFlags } from './fields.ts';
import type { TInputRule } from './manifest.ts';

/** A text field whose value, when given, must pass `check` (a check digit), else `message`. */
export function checked<F extends TField>(field: F, check: (value: string) => boolean, message: string): F {
  const schema = (field.schema as z.ZodType<string>).refine((v) => v === '' || check(v), message);
  return { ...field, schema } as F;
}

/** The spec's address: address_1, address_2, city, county, zip_code, country. */
export const addressFields = (flags: Partial<Record<'address_1' | 'city' | 'zip_code', TFieldFlags & { required?: boolean }>> = {}) => ({
  zip_code: text('Irányítószám', { max: 4, width: 'narrow', pattern: { regex: /^\d{4}$/, message: 'Az irányítószám 4 számjegy.' }, ...flags.zip_code }),
  city: text('Település', { max: 100, ...flags.city }),
  county: text('Megye', { max: 100 }),
  address_1: text('Cím', { max: 200, ...flags.address_1 }),
  address_2: text('Cím (2. sor)', { max: 200 }),
  country: text('Ország', { max: 100, default: 'Magyarország' }),
});

/** The spec's address group (000 §3), answered as one object and taken back whole: its fields and
 * `valid_till`, stored flat (under `o.prefix` where a table holds several; required when a field is). Every module holding an address declares it with this, so none refuses
 * a field another answers. */
export const addressGroup = (
  label: string,
  flags: Parameters<typeof addressFields>[0] = {},
  validTill = 'Érvényes',
  o: Omit<Parameters<typeof group>[2], 'line'> = {},
) => group(label, { ...addressFields(flags), valid_till: date(validTill) }, { ...o, line: addressLine });

const ADDRESS_KEYS = ['zip_code', 'city', 'county', 'address_1', 'address_2', 'country'] as const;

/** An address kept as JSON (a user's permanent address) as the address group answers it: '' for a missing text, valid_till null. */
export function addressFromJson(stored: unknown) {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' ? value[key] : '');
  return {
    ...(Object.fromEntries(ADDRESS_KEYS.map((key) => [key, text(key)])) as Record<(typeof ADDRESS_KEYS)[number], string>),
    valid_till: typeof value.valid_till === 'string' && value.valid_till ? value.valid_till : null,
  };
}

/** A required address (a mailing address): where a letter goes needs its zip code, city and street. */
export const MAILING_REQUIRED = { zip_code: { required: true }, city: { required: true }, address_1: { required: true } } as const;

type TAddress = { zip_code?: string; city?: string; address_1?: string; address_2?: string } | null;

/** An address on one line as a letter heads it: '4001 Debrecen, Pf. 12.' */
export const addressLine = (a: TAddress) =>
  a ? [[a.zip_code, a.city].filter(Boolean).join(' '), [a.address_1, a.address_2].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';

const TAX_ID = /^(\d{8})-?(\d)-?(\d{2})$/;

/** A Hungarian tax number, stored as 12345678-1-12 whichever way it was typed (so duplicates are one form). */
export const taxIdField = <R extends boolean | undefined = undefined>(flags: TFieldFlags & { required?: R } = {}) =>
  text<R>('Adószám', {
    max: 13,
    pattern: { regex: TAX_ID, message: 'Hibás adószám (formátum: 12345678-1-12).' },
    normalize: (v) => v.replace(TAX_ID, '$1-$2-$3'),
    ...flags,
  });

/** A Hungarian bank account: 2×8 or 3×8 digits, dashes or spaces allowed. */
export const bankAccountField = (flags: TFieldFlags = {}) =>
  text('Bankszámlaszám', { max: 26, pattern: { regex: /^\d{8}[- ]?\d{8}([- ]?\d{8})?$/, message: MESSAGES.bankAccount }, ...flags });

/** A bank account whose GIRO check digits are right too: what we pay to (a contract's party, a person).
 * Partners keep the format check only: their accounts came from the old system unchecked. */
export const checkedBankAccountField = (flags: TFieldFlags = {}) =>
  checked(bankAccountField(flags), (v) => validate(v, [{ type: 'bankAccount' }]) === null, MESSAGES.bankAccount);

/** A phone number as people write it. */
export const phoneField = (flags: TFieldFlags = {}) =>
  text('Telefonszám', { max: 20, pattern: { regex: /^\+?[\d ()/-]{6,20}$/, message: 'Hibás telefonszám.' }, ...flags });

type TPersonKey =
  'name' | 'birth_name' | 'birth_date' | 'birth_place' | 'mothers_name' | 'tax_number' | 'social_security_number' | 'bank_name' | 'bank_account_number';

/** A natural person as HR records and contracts name them: identity, tax id and TAJ with their check digits, bank account.
 * All but the name are personal data (flag `personal`): only who pays the person, or deals with their record, reads them. */
export const personFields = (flags: Partial<Record<TPersonKey, TFieldFlags>> = {}) => {
  const personal = (key: Exclude<TPersonKey, 'name'>): TFieldFlags => ({ personal: true, ...flags[key] });
  return {
    name: text('Név', { required: true, max: 200, ...flags.name }),
    birth_name: text('Születési név', { max: 200, ...personal('birth_name') }),
    birth_date: date('Születési dátum', { required: true, ...personal('birth_date') }),
    birth_place: text('Születési hely', { max: 100, ...personal('birth_place') }),
    mothers_name: text('Anyja neve', { max: 200, ...personal('mothers_name') }),
    tax_number: checked(text('Adóazonosító jel', { required: true, max: 10, ...personal('tax_number') }), validTaxId, MESSAGES.taxId),
    social_security_number: checked(
      text('TAJ szám', { max: 11, normalize: (v) => v.replace(/[\s-]/g, ''), ...personal('social_security_number') }),
      (v) => validTaj(v),
      MESSAGES.taj,
    ),
    bank_name: text('Bank neve', { max: 100, ...personal('bank_name') }),
    bank_account_number: checkedBankAccountField(personal('bank_account_number')),
  };
};

export const TAX_ID_BIRTH_DATE = 'Az adóazonosító jel nem egyezik a születési dátummal.';

/** The tax id encodes the birth date (digits 2–6): the two must agree (`field`: the record's tax id field). */
export const taxIdBirthDateRule = (field: string): TCrossFieldRule => ({ kind: 'taxIdBirthDate', field, birthDate: 'birth_date', message: TAX_ID_BIRTH_DATE });

/** Cégjegyzékszám: court (01 Fővárosi Törvényszék … 20 Zalaegerszegi), company form, serial: 01-09-123456. */
const COMPANY_NUMBER = /^(0[1-9]|1\d|20)-?(\d{2})-?(\d{6})$/;
/** KSH statisztikai számjel: tax number core, TEÁOR, company form, county: 12345678-1234-123-12. */
const KSH_CODE = /^(\d{8})-?(\d{4})-?(\d{3})-?(\d{2})$/;

export const COMPANY_MESSAGES = {
  companyNumber: 'Hibás cégjegyzékszám (formátum: 01-09-123456, a cégbíróság kódja 01–20).',
  taxCheckDigit: 'Hibás adószám: a 8. számjegy (ellenőrző szám) nem egyezik.',
  kshCode: 'Hibás KSH statisztikai számjel (formátum: 12345678-1234-123-12).',
  kshTaxNumber: 'A KSH statisztikai számjel első 8 számjegye az adószám első 8 számjegye kell legyen.',
} as const;

/** Cégjegyzékszám, stored as 01-09-123456 whichever way it was typed. */
export const companyNumberField = (flags: TFieldFlags = {}) =>
  text('Cégjegyzékszám', {
    max: 12,
    pattern: { regex: COMPANY_NUMBER, message: COMPANY_MESSAGES.companyNumber },
    normalize: (v) => v.replace(COMPANY_NUMBER, '$1-$2-$3'),
    ...flags,
  });

/** A company's tax number with its NAV check digit: every module holding a company (a contract's
 * party, a renter, a partner we pay) refuses what NAV would, so a wrong one never reaches an invoice or a PDF. */
export const companyTaxNumberField = <R extends boolean | undefined = undefined>(flags: TFieldFlags & { required?: R } = {}) =>
  checked(taxIdField<R>(flags), validCompanyTaxNumber, COMPANY_MESSAGES.taxCheckDigit);

/** KSH statisztikai számjel, stored as 12345678-1234-123-12 (with kshTaxNumberRule). */
export const kshCodeField = (flags: TFieldFlags = {}) =>
  text('KSH statisztikai számjel', {
    max: 20,
    pattern: { regex: KSH_CODE, message: COMPANY_MESSAGES.kshCode },
    normalize: (v) => v.replace(KSH_CODE, '$1-$2-$3-$4'),
    ...flags,
  });

/** A company's identifiers: company number, tax number with its NAV check digit, KSH code (with companyRules). */
export const companyFields = (flags: Partial<Record<'company_number' | 'tax_number' | 'ksh_code', TFieldFlags>> = {}) => ({
  company_number: companyNumberField(flags.company_number),
  tax_number: companyTaxNumberField({ required: true, ...flags.tax_number }),
  ksh_code: kshCodeField(flags.ksh_code),
});

/** The KSH code's first 8 digits are the tax number's (empty values are other rules' business);
 * `ksh` and `tax` name the module's fields (a room booking calls them score_number and tax_number). */
export const kshTaxNumberRule = <K extends string, T extends string>(ksh: K, tax: T): TInputRule<Record<K | T, string>> => ({
  path: ksh,
  message: COMPANY_MESSAGES.kshTaxNumber,
  holds: (r) => r[ksh] === '' || r[tax] === '' || r[ksh].slice(0, 8) === r[tax].slice(0, 8),
});

export const companyRules = [kshTaxNumberRule('ksh_code', 'tax_number')];

/** A contract party's usual flags: the name listed and sortable, every field exported and on the contract's PDF. */
export const PARTY_ON_PAPER = {
  name: { list: true, orderBy: true, export: 28, pdf: true },
  birth_name: { export: 24, pdf: true },
  birth_date: { export: 12, pdf: true },
  birth_place: { export: 16, pdf: true },
  mothers_name: { export: 24, pdf: true },
  tax_number: { export: 14, pdf: true },
  social_security_number: { export: 12, pdf: true },
  bank_name: { export: 20, pdf: true },
  bank_account_number: { export: 28, pdf: true },
  address: { pdf: true },
} as const;

/** A contract's natural-person party (the education contracts, MODULES.md §3.25–3.33): the kit's
 * person fields under the contracts' keys (`tax_id`), with birth place and mother's name required
 * (payroll reports need them) and the mailing address as the address group; declare
 * `taxIdBirthDateRule('tax_id')` beside it. Flags per field (list, export, pdf) as personFields'. */
export const contractorFields = (flags: Partial<Record<TPersonKey, TFieldFlags>> & { address?: { pdf?: boolean } } = {}) => {
  const { tax_number, ...person } = personFields(flags);
  return {
    ...person,
    birth_place: text('Születési hely', { required: true, max: 100, personal: true, ...flags.birth_place }),
    mothers_name: text('Anyja neve', { required: true, max: 200, personal: true, ...flags.mothers_name }),
    tax_id: tax_number,
    address: { ...addressGroup('Lakcím', MAILING_REQUIRED, 'Érvényes', flags.address), personal: true },
  };
};

/** A student party (MODULES.md §3.29): the kit's person fields without a bank account, with the
 * személyi azonosító and the permanent and temporary addresses (000 §3) as two address groups
 * (stored as permanent_… and temporary_…); declare `taxIdBirthDateRule('tax_number')` beside it. */
export const studentFields = (flags: Partial<Record<TPersonKey | 'personnel_identification_number', TFieldFlags>> & { addresses?: { pdf?: boolean } } = {}) => {
  const { bank_name: _bank, bank_account_number: _account, ...person } = personFields(flags);
  return {
    ...person,
    birth_place: text('Születési hely', { required: true, max: 100, personal: true, ...flags.birth_place }),
    mothers_name: text('Anyja neve', { required: true, max: 200, personal: true, ...flags.mothers_name }),
    personnel_identification_number: checked(
      text('Személyi azonosító', { max: 11, normalize: (v) => v.replace(/[\s-]/g, ''), personal: true, ...flags.personnel_identification_number }),
      validPersonalId,
      PERSONAL_ID_MESSAGE,
    ),
    permanent_address: { ...addressGroup('Állandó lakcím', MAILING_REQUIRED, 'Érvényes', { ...flags.addresses, prefix: 'permanent_' }), personal: true },
    temporary_address: { ...addressGroup('Tartózkodási hely', {}, 'Érvényes', { ...flags.addresses, prefix: 'temporary_' }), personal: true },
  };
};
