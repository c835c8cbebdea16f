// The identifiers of a contracting company (DESIGN.md "otherContracts"): their formats and the KSH
// code that must start with the tax number (the tax number's NAV check digit is shared/validation.ts').
import { validate } from '@etanker/shared/validation.ts';

/** Cégjegyzékszám: court (01 Fővárosi Törvényszék … 20 Zalaegerszegi), company form, serial: 01-09-123456. */
export const COMPANY_NUMBER = /^(0[1-9]|1\d|20)-?(\d{2})-?(\d{6})$/;
/** KSH statisztikai számjel: tax number core, TEÁOR, company form, county: 12345678-1234-123-12. */
export const KSH_CODE = /^(\d{8})-?(\d{4})-?(\d{3})-?(\d{2})$/;

export const MESSAGES = {
  companyNumber: 'Hibás cégjegyzékszám (formátum: 01-09-123456, a cégbíróság kódja 01–20).',
  taxCheckDigit: 'Hibás adószám: a 8. számjegy (ellenőrző szám) nem egyezik.',
  kshCode: 'Hibás KSH statisztikai számjel (formátum: 12345678-1234-123-12).',
  kshTaxNumber: 'A KSH statisztikai számjel első 8 számjegye az adószám első 8 számjegye kell legyen.',
} as const;

/** The KSH code's first 8 digits are the tax number's (empty values are other rules' business). */
export const kshMatchesTaxNumber = (ksh: string, taxNumber: string) => ksh === '' || taxNumber === '' || ksh.slice(0, 8) === taxNumber.slice(0, 8);

/** The kit's GIRO check (both 8-digit blocks' weighted sums) on a bank account number. */
export const validBankAccount = (value: string) => value === '' || validate(value, [{ type: 'bankAccount' }]) === null;
