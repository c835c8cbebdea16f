// Times are typed as 24-hour 'HH:mm' text: the browser's time input shows '05:00 PM' wherever the
// browser's locale says so. Pure.

export const TIME_PLACEHOLDER = 'ÓÓ:PP';

/** A typed time completed on leaving the field: '8' → '08:00', '830' → '08:30', '8:5' → '08:05';
 * anything else is left as typed, for the server's message. */
export function completeTime(typed: string): string {
  const text = typed.trim().replace('.', ':');
  // Without a colon the last two of 3-4 digits are the minutes ('830').
  const match = /^(\d{1,2}):(\d{1,2})$/.exec(text) ?? /^(\d{1,2})(\d{2})?$/.exec(text);
  if (!match) return typed;
  const [h, m] = [Number(match[1]), Number(match[2] ?? 0)];
  if (h > 23 || m > 59) return typed;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
