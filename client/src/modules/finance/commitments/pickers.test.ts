import { describe, expect, it } from 'vitest';
import { budgetOptions, tenderOptions } from './pickers.ts';

describe('commitment pickers', () => {
  it("shows tenders as 'name - code', closed ones marked and not selectable", () => {
    const lists = {
      tenders: [
        { id: 1, name: 'Szakképzés Digitalizációja', code: 'GINOP-6.2.3-17', closed: false, display_name: 'Szakképzés Digitalizációja - GINOP-6.2.3-17' },
        { id: 2, name: 'Műhelyfejlesztési program', code: 'EFOP-4.1.2-17', closed: true, display_name: 'Műhelyfejlesztési program - EFOP-4.1.2-17' },
      ],
    };
    expect(tenderOptions(lists)).toEqual([
      { value: '1', label: 'Szakképzés Digitalizációja - GINOP-6.2.3-17' },
      { value: '2', label: 'Műhelyfejlesztési program - EFOP-4.1.2-17 (lezárt)', disabled: true },
    ]);
  });

  it('offers active budgets, inactive ones not selectable', () => {
    const lists = {
      financial_budgets: [
        { id: 3, name: 'Dologi keret 2026', is_active: true },
        { id: 4, name: 'Dologi keret 2025', is_active: false },
      ],
    };
    expect(budgetOptions(lists)).toEqual([
      { value: '3', label: 'Dologi keret 2026' },
      { value: '4', label: 'Dologi keret 2025', disabled: true },
    ]);
  });
});
