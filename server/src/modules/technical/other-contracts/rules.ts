// The identifiers of a contracting company (DESIGN.md "otherContracts"): their formats, the NAV
// check digit of the tax number and the KSH code that must start with the tax number.
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

const TAX_WEIGHTS = [9, 7, 3, 1, 9, 7, 3];

/**
 * A company tax number's 8th digit (NAV): the first 7 digits weighted 9,7,3,1,9,7,3,
 * check = (10 − sum mod 10) mod 10. Only the format's digits count (the field normalizes dashes).
 */
export function validTaxCheckDigit(taxNumber: string): boolean {
  const digits = taxNumber.replace(/\D/g, '');
  if (digits.length < 8) return false;
  const sum = TAX_WEIGHTS.reduce((total, weight, index) => total + Number(digits[index]) * weight, 0);
  return (10 - (sum % 10)) % 10 === Number(digits[7]);
}

/** The KSH code's first 8 digits are the tax number's (empty values are other rules' business). */
export const kshMatchesTaxNumber = (ksh: string, taxNumber: string) => ksh === '' || taxNumber === '' || ksh.slice(0, 8) === taxNumber.slice(0, 8);

/** The kit's GIRO check (both 8-digit blocks' weighted sums) on a bank account number. */
export const validBankAccount = (value: string) => value === '' || validate(value, [{ type: 'bankAccount' }]) === null;
