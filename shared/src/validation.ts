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
  | { type: 'email' };

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
    }
  }
  return null;
}
