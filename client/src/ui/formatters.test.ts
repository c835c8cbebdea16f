import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKm, formatMoney, formatNumber, institutionLabel, partnerLabel, sortInstitutions, stateLabel } from './formatters.ts';

describe('formatters (hu-HU)', () => {
  it('formats dates, datetimes, numbers, money and distance', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('2026-11-22');
    expect(formatDateTime('2026-11-22T10:05:00Z')).toBe('2026-11-22 11:05');
    expect(formatNumber(1234567.5)).toBe('1 234 567.5');
    expect(formatMoney(1234567)).toBe('1 234 567 Ft');
    expect(formatKm(12.5)).toBe('12.5 Km');
  });

  it('shows institutions, partners and states as the spec says', () => {
    expect(institutionLabel({ unit_code: '001', name: 'Központ' })).toBe('001 - Központ');
    expect(sortInstitutions([{ name: 'Zala' }, { name: 'Ábel' }, { name: 'Bor' }]).map((i) => i.name)).toEqual(['Ábel', 'Bor', 'Zala']);
    expect(partnerLabel({ name: 'Kft', note: 'Iroda', tax_id: '123' })).toBe('Kft (Iroda)');
    expect(partnerLabel({ name: 'Kft', note: '', tax_id: '123' })).toBe('Kft (123)');
    expect(stateLabel('under_checking', 'open')).toBe('Folyamatban');
    expect(stateLabel('open', 'open')).toBe('Elmentett');
  });
});
