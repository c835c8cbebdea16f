// Valid Hungarian identifiers made from a serial, for demo data and tests: they pass the check
// digits of validation.ts (validTaxId, validTaj, the bank account rule), so forms accept them.
const GIRO_WEIGHTS = [9, 7, 3, 1];
const withGiroCheck = (digits: string) => digits + ((10 - ([...digits].reduce((s, d, i) => s + Number(d) * GIRO_WEIGHTS[i % 4], 0) % 10)) % 10);

/** Adóazonosító jel of a person born on `birthDate`: 8, the days since 1867-01-01, a serial, the check digit. */
export function makeTaxId(birthDate: string, serial: number): string {
  const days = String(Math.round((Date.parse(`${birthDate}T00:00:00Z`) - Date.UTC(1867, 0, 1)) / 86_400_000)).padStart(5, '0');
  for (let s = serial; ; s++) {
    const body = `8${days}${String(s % 1000).padStart(3, '0')}`;
    const check = [...body].reduce((sum, d, i) => sum + Number(d) * (i + 1), 0) % 11;
    // A remainder of 10 is never issued: the next serial.
    if (check !== 10) return body + check;
  }
}

/** TAJ szám: 8 digits from the serial and the check digit. */
export function makeTaj(serial: number): string {
  const body = String(10_000_000 + (serial % 89_999_999));
  return body + ([...body].reduce((sum, d, i) => sum + Number(d) * (i % 2 === 0 ? 3 : 7), 0) % 10);
}

/** A 3×8-digit GIRO account of the branch `branch` (7 digits) whose both check digits hold. */
export function makeBankAccount(branch: string, serial: number): string {
  const rest = withGiroCheck(String(serial).padStart(15, '0'));
  return `${withGiroCheck(branch)}-${rest.slice(0, 8)}-${rest.slice(8)}`;
}

/** Személyi azonosító of a person born on `birthDate` (1900 or later): sex digit, YYMMDD, a serial, the check digit. */
export function makePersonalId(birthDate: string, serial: number, female = false): string {
  const year = Number(birthDate.slice(0, 4));
  const sex = (year >= 2000 ? 5 : 1) + (female ? 1 : 0);
  const weight = (i: number) => (year >= 1997 ? 10 - i : i + 1);
  for (let s = serial; ; s++) {
    const body = `${sex}${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${birthDate.slice(8, 10)}${String(s % 1000).padStart(3, '0')}`;
    const check = [...body].reduce((sum, d, i) => sum + Number(d) * weight(i), 0) % 11;
    // A remainder of 10 is never issued: the next serial.
    if (check !== 10) return body + check;
  }
}
