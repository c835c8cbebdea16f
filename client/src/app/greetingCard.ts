// The seasonal greeting card's flag: the second thing the browser keeps (000 §9).
export const GREETING_CARD_KEY = 'showChristmasCard2023';

/** The season: December and the days up to Epiphany. */
export function isGreetingSeason(today: Date): boolean {
  return today.getMonth() === 11 || (today.getMonth() === 0 && today.getDate() <= 6);
}

export function greetingCardHidden(): boolean {
  return localStorage.getItem(GREETING_CARD_KEY) === 'false';
}

export function hideGreetingCard(): void {
  localStorage.setItem(GREETING_CARD_KEY, 'false');
}
