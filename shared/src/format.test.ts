import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKm, formatMoney, formatNumber, normalizeSearch, parseDate, toBudapestWallClock } from './format.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('formatDate / formatDateTime (Europe/Budapest)', () => {
  it('shows the Budapest calendar day of an instant', () => {
    expect(formatDate(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
    // 23:30 UTC is already the next day in Budapest (CET, +1).
    expect(formatDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    // Summer time (+2): 22:30 UTC is past midnight.
    expect(formatDate('2026-07-01T22:30:00Z')).toBe('2026-07-02');
  });

  it('keeps a date-only string as the calendar day it names', () => {
    expect(formatDate('2026-11-22')).toBe('2026-11-22');
    expect(formatDate(parseDate('2026-03-29'))).toBe('2026-03-29');
  });

  it('crosses the spring DST switch (2026-03-29 02:00 CET → 03:00 CEST)', () => {
    expect(formatDateTime(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29 01:30');
    expect(formatDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29 03:00');
    expect(formatDateTime('2026-03-29T01:30:00Z')).toBe('2026-03-29 03:30');
  });

  it('crosses the autumn DST switch (2026-10-25 03:00 CEST → 02:00 CET)', () => {
    expect(formatDateTime(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25 02:30');
    expect(formatDateTime(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25 02:30');
    expect(formatDateTime('2026-10-24T22:15:00Z')).toBe('2026-10-25 00:15');
  });

  it('agrees with dayjs at every instant of two years, DST switches included (offset cache)', () => {
    const start = Date.UTC(2025, 11, 31);
    const mismatches: string[] = [];
    for (let ms = start; ms < start + 2 * 366 * 86_400_000; ms += 47 * 60_000) {
      const expected = dayjs.utc(ms).tz('Europe/Budapest').format('YYYY-MM-DD HH:mm');
      if (formatDateTime(new Date(ms)) !== expected) mismatches.push(new Date(ms).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('gives the wall-clock time as a Date for spreadsheets', () => {
    expect(toBudapestWallClock('2026-07-01T22:30:15Z')?.toISOString()).toBe('2026-07-02T00:30:15.000Z');
    expect(toBudapestWallClock(new Date('2026-01-15T08:00:00Z'))?.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(toBudapestWallClock('nem dátum')).toBeNull();
  });

  it('gives an empty string for null and invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('nem dátum')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe('formatNumber / formatMoney / formatKm', () => {
  it('separates thousands with a plain space and uses a decimal point', () => {
    expect(formatNumber(1234567.5)).toBe('1 234 567.5');
    expect(formatNumber(1234567.456, 2)).toBe('1 234 567.46');
    expect(formatNumber(1000, 2)).toBe('1 000.00');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber('1234.5')).toBe('1 234.5');
  });

  it('handles zero and negatives', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001, 2)).toBe('0.00');
    expect(formatNumber(-1234567.5)).toBe('-1 234 567.5');
    expect(formatMoney(0)).toBe('0 Ft');
    expect(formatMoney(-25000)).toBe('-25 000 Ft');
  });

  it('formats money and distances', () => {
    expect(formatMoney(1234567)).toBe('1 234 567 Ft');
    expect(formatMoney(1234567.6)).toBe('1 234 568 Ft');
    expect(formatMoney(1234.5, 'EUR')).toBe('1 234.50 EUR');
    expect(formatKm(12.5)).toBe('12.5 Km');
    expect(formatKm(1500)).toBe('1 500 Km');
  });

  it('gives an empty string for missing or non-numeric values', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatKm(Number.NaN)).toBe('');
  });
});

describe('parseDate', () => {
  it('returns UTC midnight for a real calendar day', () => {
    expect(parseDate('2026-11-22')?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(parseDate('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it('rejects impossible days and other shapes', () => {
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('2026-00-10')).toBeNull();
    expect(parseDate('2026-1-5')).toBeNull();
    expect(parseDate('22/11/2026')).toBeNull();
    expect(parseDate('')).toBeNull();
  });
});

describe('normalizeSearch', () => {
  it('removes accents, lowers case and collapses whitespace', () => {
    expect(normalizeSearch('Árvíztűrő')).toBe('arvizturo');
    expect(normalizeSearch('  ÁRVÍZTŰRŐ   tükörfúrógép\t\n ')).toBe('arvizturo tukorfurogep');
    expect(normalizeSearch('Őzike Ügyintéző')).toBe(normalizeSearch('ozike ugyintezo'));
  });
});
