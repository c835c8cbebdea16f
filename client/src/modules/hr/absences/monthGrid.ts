// The HR month grid's pure part: which records cover which day of the shown month, and how a
// day or a record is shaded. Dates are 'YYYY-MM-DD' texts.
import type { TDayKind } from '@etanker/shared/working-days.ts';

export interface TGridEntry {
  id: number;
  type: 'absence' | 'day_off';
  user: number;
  title: string;
  start_date: string;
  end_date: string;
  state: string;
  reference_number: string;
  url: string;
}

/** Per person, per day of the month: the records covering it. */
export function entriesByPersonDay(entries: readonly TGridEntry[], days: readonly { date: string }[]): Map<number, Map<string, TGridEntry[]>> {
  const out = new Map<number, Map<string, TGridEntry[]>>();
  for (const entry of entries) {
    const person = out.get(entry.user) ?? new Map<string, TGridEntry[]>();
    for (const { date } of days) {
      if (date < entry.start_date || date > entry.end_date) continue;
      person.set(date, [...(person.get(date) ?? []), entry]);
    }
    out.set(entry.user, person);
  }
  return out;
}

/** A record's link stands on its first day within the month. */
export const startsHere = (entry: TGridEntry, date: string, firstDay: string) => entry.start_date === date || (date === firstDay && entry.start_date < date);

export const DAY_BACKGROUND: Record<TDayKind, string | undefined> = {
  workday: undefined,
  weekend: 'var(--mantine-color-gray-2)',
  holiday: 'var(--mantine-color-red-1)',
  rest_day: 'var(--mantine-color-red-1)',
  swapped_workday: 'var(--mantine-color-yellow-1)',
};

/** Approved records solid, those still in the flow lighter. */
export function entryBackground(entry: TGridEntry): string {
  const hue = entry.type === 'absence' ? 'blue' : 'green';
  return `var(--mantine-color-${hue}-${entry.state === 'closed_positive' ? 3 : 1})`;
}
