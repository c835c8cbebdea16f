import { describe, expect, it } from 'vitest';
import { budgetTitle } from './title.ts';

describe('budgetTitle', () => {
  it('names the type, the year and the school', () => {
    expect(budgetTitle({ type: { id: 1, name: 'Működési keret' }, year: 2026, institution: { id: 2, name: '001 - Kossuth Lajos Technikum' } })).toBe(
      'Működési keret 2026 – 001 - Kossuth Lajos Technikum',
    );
  });

  it('falls back while the record is loading', () => {
    expect(budgetTitle({})).toBe('Pénzügyi keret');
  });
});
