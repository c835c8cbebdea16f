import { afterEach, describe, expect, it } from 'vitest';
import { GREETING_CARD_KEY, greetingCardHidden, hideGreetingCard, isGreetingSeason } from './greetingCard.ts';

afterEach(() => localStorage.clear());

describe('seasonal greeting card', () => {
  it('shows in December and up to Epiphany', () => {
    expect(isGreetingSeason(new Date(2026, 11, 1))).toBe(true);
    expect(isGreetingSeason(new Date(2027, 0, 6))).toBe(true);
    expect(isGreetingSeason(new Date(2027, 0, 7))).toBe(false);
    expect(isGreetingSeason(new Date(2026, 10, 22))).toBe(false);
  });

  it('remembers hiding in browser storage under the spec key', () => {
    expect(GREETING_CARD_KEY).toBe('showChristmasCard2023');
    expect(greetingCardHidden()).toBe(false);
    hideGreetingCard();
    expect(localStorage.getItem('showChristmasCard2023')).toBe('false');
    expect(greetingCardHidden()).toBe(true);
  });
});
