import { describe, expect, it } from 'vitest';
import { handlerId, totalOf } from './form.ts';
import { contractTitle } from './title.ts';

describe('contract library form', () => {
  it('sends the handler as its id, whether the form holds the saved {id, name} or a pick', () => {
    expect(handlerId({ id: 7, name: 'Szabó László' })).toBe(7);
    expect(handlerId(8)).toBe(8);
    expect(handlerId(null)).toBeNull();
  });

  it('shows the gross total of the unit price and the occurrences, zero while either is missing', () => {
    expect(totalOf({ price: 125_000, number_of_occurrences: 12 })).toBe(1_500_000);
    expect(totalOf({ price: null, number_of_occurrences: 12 })).toBe(0);
    expect(totalOf({ price: 'x', number_of_occurrences: 2 })).toBe(0);
  });

  it("titles a contract 'reference_number - title', the title alone without a reference number", () => {
    expect(contractTitle({ reference_number: 'SZT/2026/001', title: 'Takarítás' })).toBe('SZT/2026/001 - Takarítás');
    expect(contractTitle({ reference_number: '', title: 'Takarítás' })).toBe('Takarítás');
  });
});
