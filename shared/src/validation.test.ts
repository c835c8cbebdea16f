import { describe, expect, it } from 'vitest';
import { taxIdBirthDate, validate, validCompanyTaxNumber, validPersonalId, validTaj, validTaxId } from './validation.ts';

describe('validation', () => {
  it('uses the spec messages', () => {
    expect(validate('', [{ type: 'required' }])).toBe('Ez a mező nem lehet üres');
    expect(validate('ab', [{ type: 'minLength', n: 3 }])).toBe('Minimum 3 karakter kötelező');
    expect(validate(4, [{ type: 'min', n: 5 }])).toBe('Nem lehet kisebb mint 5');
    expect(validate(6, [{ type: 'max', n: 5 }])).toBe('Nem lehet nagyobb mint 5');
    expect(validate('nem-email', [{ type: 'email' }])).toBe('Nem valós email!');
    expect(validate('2026-11-22', [{ type: 'futureDate', today: '2026-11-22' }])).toBe('Csak jövőbeli dátum lehet');
    expect(validate('12345678-12345678', [{ type: 'bankAccount' }])).toBe('Hibás bankszámlaszám');
  });

  it('accepts valid values and leaves empty optional values alone', () => {
    expect(validate('', [{ type: 'email' }])).toBeNull();
    expect(validate('a@b.hu', [{ type: 'required' }, { type: 'email' }])).toBeNull();
    // A real GIRO account number (check digits valid in both blocks).
    expect(validate('11773016-11111018', [{ type: 'bankAccount' }])).toBeNull();
    expect(validate('2026-11-23', [{ type: 'endAfterStart', start: '2026-11-22' }])).toBeNull();
  });

  it('checks a Hungarian tax id and TAJ number by their check digits', () => {
    // Born 1980-05-17: 41 409 days after 1867-01-01; Σ(d_i × i) mod 11 = 7.
    expect(validTaxId('8414091237')).toBe(true);
    expect(taxIdBirthDate('8414091237')).toBe('1980-05-17');
    expect(validTaxId('8414091238')).toBe(false);
    expect(validTaxId('7414091237')).toBe(false);
    expect(validate('841409123', [{ type: 'taxId' }])).toBe('Hibás adóazonosító jel');
    expect(validTaj('123 456 788')).toBe(true);
    expect(validTaj('123456789')).toBe(false);
    expect(validate('123456789', [{ type: 'taj' }])).toBe('Hibás TAJ szám');
  });

  it("checks a company tax number's NAV check digit (8th digit)", () => {
    // 1234567 weighs 9+14+9+4+45+42+21 = 144, check (10 − 4) mod 10 = 6.
    expect(validCompanyTaxNumber('12345676-2-41')).toBe(true);
    expect(validCompanyTaxNumber('12345676241')).toBe(true);
    expect(validCompanyTaxNumber('12345677-2-41')).toBe(false);
    // 1000000 weighs 9, so its check digit is 1.
    expect(validCompanyTaxNumber('10000001-2-41')).toBe(true);
    expect(validCompanyTaxNumber('1234567')).toBe(false);
  });

  it("checks a személyi azonosító's check digit by the birth year's weights", () => {
    // Before 1997: 1·1 + 8·2 + 5·3 + 0·4 + 2·5 + 2·6 + 8·7 + 0·8 + 0·9 + 3·10 = 140, mod 11 = 8.
    expect(validPersonalId('18502280038')).toBe(true);
    expect(validPersonalId('18502280037')).toBe(false);
    // From 1997: 6·10 + 0·9 + 8·8 + 0·7 + 5·6 + 1·5 + 4·4 + 0·3 + 1·2 + 2·1 = 179, mod 11 = 3.
    expect(validPersonalId('6 080514 0123')).toBe(true);
    expect(validPersonalId('60805140121')).toBe(false);
    // No 30 February.
    expect(validPersonalId('18502300038')).toBe(false);
  });
});
