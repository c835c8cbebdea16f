import { describe, expect, it } from 'vitest';
import { validate } from './validation.ts';

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
});
