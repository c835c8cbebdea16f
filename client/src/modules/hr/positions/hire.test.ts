// The hiring dialog opens with the proposed person and recognises an employee already on file.
import { describe, expect, it } from 'vitest';
import { existingEmployeeMessage, hirePrefill } from './hire.ts';

describe('hiring', () => {
  it('opens with the person the position proposes, at its school', () => {
    const position = {
      institution: { id: 3, name: 'Iskola' },
      referred_person_name: 'Javasolt Jenő',
      referred_person_mother_name: 'Minta Mária',
      referred_person_birth_date: '1990-05-06',
    };
    expect(hirePrefill(position)).toEqual({
      institution: { id: 3, name: 'Iskola' },
      name: 'Javasolt Jenő',
      mothers_name: 'Minta Mária',
      birth_date: '1990-05-06',
    });
    expect(hirePrefill({ institution: null })).toEqual({ institution: null, name: '', mothers_name: '', birth_date: null });
  });

  it('finds the server’s word that the person is already an employee', () => {
    expect(existingEmployeeMessage({ tax_number: ['Már létező dolgozó: Kiss Anna.'] })).toBe('Már létező dolgozó: Kiss Anna.');
    expect(existingEmployeeMessage({ email: ['Már létező dolgozó: Kiss Anna.'] })).toBe('Már létező dolgozó: Kiss Anna.');
    expect(existingEmployeeMessage({ tax_number: ['Hibás adóazonosító jel'] })).toBeNull();
  });
});
