import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './rest.ts';
import { translateBackendText, translateFieldErrors } from './translate.ts';

describe('downloads and backend texts', () => {
  it('saves under the server filename, RFC 5987 first', () => {
    expect(filenameFromDisposition(`attachment; filename="Arvizturo.xlsx"; filename*=UTF-8''%C3%81rv%C3%ADzt%C5%B1r%C5%91.xlsx`, 'x.xlsx')).toBe(
      'Árvíztűrő.xlsx',
    );
    expect(filenameFromDisposition('attachment; filename="kotelezettsegvallalasok.xlsx"', 'x.xlsx')).toBe('kotelezettsegvallalasok.xlsx');
    expect(filenameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
  });

  it('translates the backend texts the spec names, and leaves Hungarian ones alone', () => {
    expect(translateBackendText('This list may not be empty.')).toBe('A lista nem lehet üres.');
    expect(translateBackendText('Financial budget is not active.')).toBe('A pénzügyi keret nem aktív.');
    expect(translateBackendText('Your old password was entered incorrectly. Please enter it again.')).toBe('Hibás jelszó.');
    expect(translateBackendText('Ez a mező nem lehet üres')).toBe('Ez a mező nem lehet üres');
    expect(translateFieldErrors({ type: ['Inactive type.'] })).toEqual({ type: ['Inaktív típus.'] });
  });
});
