// The month of the calendar screen: its weeks from Monday and Hungarian names; which days are
// holidays or swapped is shared/working-days.ts. Pure: dates are 'YYYY-MM-DD' texts.

export const HU_MONTHS = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'];
export const HU_WEEKDAYS = ['hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap'];
export const HU_WEEKDAYS_SHORT = ['H', 'K', 'Sze', 'Cs', 'P', 'Szo', 'V'];

export interface TCalendarEvent {
  id: number;
  title: string;
  /** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm' (Budapest time, as the API answers it) */
  start: string;
  end: string;
  all_day: boolean;
  url: string;
  /** the record's state, when the calendar answers it (bookings): not yet approved ones look pending */
  state?: string;
}

export interface TCalendarDay {
  date: string;
  day: number;
  inMonth: boolean;
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayKey = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** A month moved by whole months: December forward is January of the next year. */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** '2026. november' */
export const monthTitle = (year: number, month: number) => `${year}. ${HU_MONTHS[month - 1]}`;

/** '2026. november 5., csütörtök' */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}. ${HU_MONTHS[month - 1]} ${day}., ${HU_WEEKDAYS[weekdayOf(date)]}`;
}

/** Monday = 0 … Sunday = 6 (calendar arithmetic in UTC, so no time zone shifts a day). */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** A date moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return dayKey(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The weeks shown for a month: Monday first, padded with the neighbouring months' days. */
export function monthWeeks(year: number, month: number): TCalendarDay[][] {
  const first = dayKey(year, month, 1);
  let cursor = addDays(first, -weekdayOf(first));
  const weeks: TCalendarDay[][] = [];
  do {
    const week: TCalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      const [y, m, d] = cursor.split('-').map(Number);
      week.push({ date: cursor, day: d, inMonth: y === year && m === month, weekday: i });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  } while (cursor.slice(0, 7) === first.slice(0, 7));
  return weeks;
}

/** Events by the days they touch ('YYYY-MM-DD'); an event ending at midnight does not touch that day. */
export function eventsByDay(events: readonly TCalendarEvent[]): Map<string, TCalendarEvent[]> {
  const out = new Map<string, TCalendarEvent[]>();
  for (const event of events) {
    const first = event.start.slice(0, 10);
    const endsAtMidnight = !event.all_day && event.end.slice(11) === '00:00' && event.end.slice(0, 10) > first;
    const last = endsAtMidnight ? addDays(event.end.slice(0, 10), -1) : event.end.slice(0, 10);
    for (let day = first, n = 0; day <= last && n < 62; day = addDays(day, 1), n++) {
      const list = out.get(day) ?? [];
      list.push(event);
      out.set(day, list);
    }
  }
  return out;
}

/** A booking still waiting for its approval: shown outlined and labelled, not as a held one. */
export const isPending = (event: TCalendarEvent) => event.state !== undefined && event.state !== 'closed_positive';

export const PENDING_LABEL = 'jóváhagyásra vár';

/**
 * The event's times as shown on a day: '08:00–10:00' on a day it starts and ends, '17:00–' on
 * its first of several days, '–09:00' on its last; nothing for whole days or days in between.
 */
export function eventTime(event: TCalendarEvent, day: string): string {
  if (event.all_day) return '';
  const [startDay, startTime] = [event.start.slice(0, 10), event.start.slice(11)];
  const [endDay, endTime] = [event.end.slice(0, 10), event.end.slice(11)];
  const from = startDay === day ? startTime : '';
  const to = endDay === day || (endDay === addDays(day, 1) && endTime === '00:00') ? endTime : '';
  return from || to ? `${from}–${to}` : '';
}
