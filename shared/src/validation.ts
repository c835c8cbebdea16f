// Validation rules and messages of 000 §5.
export const MESSAGES = {
  required: 'Ez a mező nem lehet üres',
  minLength: (n: number) => `Minimum ${n} karakter kötelező`,
  bankAccount: 'Hibás bankszámlaszám',
  futureDate: 'Csak jövőbeli dátum lehet',
  endAfterStart: 'A befejezés csak a kezdés utáni dátum lehet',
  min: (n: number) => `Nem lehet kisebb mint ${n}`,
  max: (n: number) => `Nem lehet nagyobb mint ${n}`,
  email: 'Nem valós email!',
  numeric: 'Csak számjegyek adhatók meg',
  taxId: 'Hibás adóazonosító jel',
  taj: 'Hibás TAJ szám',
} as const;

export type TRule =
  | { type: 'required' }
  | { type: 'minLength'; n: number }
  | { type: 'numeric' }
  | { type: 'bankAccount' }
  | { type: 'futureDate'; today: string }
  | { type: 'endAfterStart'; start: string | null }
  | { type: 'min'; n: number }
  | { type: 'max'; n: number }
  | { type: 'email' }
  | { type: 'taxId' }
  | { type: 'taj' };

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

// Hungarian bank accounts: 2×8 or 3×8 digits (GIRO); the first 8 and the rest each carry a
// check digit with weights 9,7,3,1 repeating.
function validBankAccount(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{16}$|^\d{24}$/.test(digits)) return false;
  const blockOk = (block: string) => [...block].reduce((sum, digit, index) => sum + Number(digit) * [9, 7, 3, 1][index % 4], 0) % 10 === 0;
  return blockOk(digits.slice(0, 8)) && blockOk(digits.slice(8));
}

/**
 * Adóazonosító jel (a person's tax id, 1996. évi XX. tv. / NAV): 10 digits, the first 8, digits
 * 2–6 the days from 1867-01-01 to the birth date, the tenth Σ(digit_i × i, i = 1..9) mod 11
 * (a remainder of 10 is never issued).
 */
export function validTaxId(text: string): boolean {
  if (!/^8\d{9}$/.test(text)) return false;
  const sum = [...text.slice(0, 9)].reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 11 !== 10 && sum % 11 === Number(text[9]);
}

/** The birth date a valid tax id encodes ('YYYY-MM-DD'): 1867-01-01 plus digits 2–6 days. */
export function taxIdBirthDate(text: string): string {
  return new Date(Date.UTC(1867, 0, 1) + Number(text.slice(1, 6)) * 86_400_000).toISOString().slice(0, 10);
}

/** TAJ szám (social security number): 9 digits, the ninth Σ(odd places × 3, even places × 7) mod 10. */
export function validTaj(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 8)].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 7), 0);
  return sum % 10 === Number(digits[8]);
}

const COMPANY_TAX_WEIGHTS = [9, 7, 3, 1, 9, 7, 3];

/**
 * Adószám (a company's tax number, xxxxxxxx-y-zz): its 8th digit is the NAV check digit, the
 * first 7 digits weighted 9,7,3,1,9,7,3 and check = (10 − sum mod 10) mod 10. Dashes are ignored.
 */
export function validCompanyTaxNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  if (digits.length < 8) return false;
  return companyTaxCheckDigit(digits.slice(0, 7)) === Number(digits[7]);
}

/** The NAV check digit of a tax number's first 7 digits (demo data and tests make valid numbers with it). */
export function companyTaxCheckDigit(first7: string): number {
  const sum = COMPANY_TAX_WEIGHTS.reduce((total, weight, index) => total + Number(first7[index]) * weight, 0);
  return (10 - (sum % 10)) % 10;
}

/** The message of the first failing rule, or null. Empty values only fail 'required'. */
export function validate(value: unknown, rules: readonly TRule[]): string | null {
  for (const rule of rules) {
    if (rule.type === 'required') {
      if (isEmpty(value)) return MESSAGES.required;
      continue;
    }
    if (isEmpty(value)) continue;
    const text = String(value);
    switch (rule.type) {
      case 'minLength':
        if (text.length < rule.n) return MESSAGES.minLength(rule.n);
        break;
      case 'numeric':
        if (!/^\d+$/.test(text)) return MESSAGES.numeric;
        break;
      case 'bankAccount':
        if (!validBankAccount(text)) return MESSAGES.bankAccount;
        break;
      case 'futureDate':
        if (text <= rule.today) return MESSAGES.futureDate;
        break;
      case 'endAfterStart':
        if (rule.start && text <= rule.start) return MESSAGES.endAfterStart;
        break;
      case 'min':
        if (Number(value) < rule.n) return MESSAGES.min(rule.n);
        break;
      case 'max':
        if (Number(value) > rule.n) return MESSAGES.max(rule.n);
        break;
      case 'email':
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return MESSAGES.email;
        break;
      case 'taxId':
        if (!validTaxId(text)) return MESSAGES.taxId;
        break;
      case 'taj':
        if (!validTaj(text)) return MESSAGES.taj;
        break;
    }
  }
  return null;
}

export const PERSONAL_ID_MESSAGE = 'Hibás személyi azonosító';

/** The birth year's century a személyi azonosító's first digit encodes (sex and citizenship besides). */
const PERSONAL_ID_CENTURY: Record<string, number> = {
  '1': 1900,
  '2': 1900,
  '3': 1800,
  '4': 1800,
  '5': 2000,
  '6': 2000,
  '7': 1900,
  '8': 1900,
  '0': 1800,
  '9': 1800,
};

/**
 * Személyi azonosító (személyi szám, 1992. évi LXVI. tv.): 11 digits — sex and century, birth date
 * YYMMDD, a serial of the day, a check digit: Σ(digit_i × i, i = 1..10) mod 11 for those born
 * before 1997, Σ(digit_i × (11 − i)) mod 11 from 1997 on (a remainder of 10 is never issued).
 */
export function validPersonalId(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const year = PERSONAL_ID_CENTURY[digits[0]] + Number(digits.slice(1, 3));
  const birth = new Date(Date.UTC(year, Number(digits.slice(3, 5)) - 1, Number(digits.slice(5, 7))));
  if (birth.getUTCMonth() !== Number(digits.slice(3, 5)) - 1 || birth.getUTCDate() !== Number(digits.slice(5, 7))) return false;
  const weight = (i: number) => (year >= 1997 ? 10 - i : i + 1);
  const sum = [...digits.slice(0, 10)].reduce((total, digit, i) => total + Number(digit) * weight(i), 0);
  return sum % 11 !== 10 && sum % 11 === Number(digits[10]);
}
