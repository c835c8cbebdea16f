import { describe, expect, it } from 'vitest';
import { completeTime } from './time24.ts';

describe('completeTime', () => {
  it('completes typed hours and minutes to 24-hour HH:mm', () => {
    expect(completeTime('8')).toBe('08:00');
    expect(completeTime('17')).toBe('17:00');
    expect(completeTime('830')).toBe('08:30');
    expect(completeTime('1745')).toBe('17:45');
    expect(completeTime('8:5')).toBe('08:05');
    expect(completeTime('17.30')).toBe('17:30');
    expect(completeTime('08:00')).toBe('08:00');
  });

  it('leaves what is no time as typed', () => {
    expect(completeTime('25:00')).toBe('25:00');
    expect(completeTime('5 PM')).toBe('5 PM');
    expect(completeTime('')).toBe('');
  });
});
