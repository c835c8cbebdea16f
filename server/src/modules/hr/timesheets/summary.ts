// What a month of entries adds up to, and where an entry lies against the working time of the
// settings (000 §9: normal and extended start and end times).
import { formatDate, formatDateTime } from '@etanker/shared/format.ts';
import type { TTimesheetSettings } from './settings.ts';

export interface TEntryTimes {
  start_date: Date;
  end_date: Date | null;
}

const MINUTE_MS = 60_000;

/** Whole minutes of a closed entry; an open one counts nothing yet. */
export const entryMinutes = (e: TEntryTimes) => (e.end_date ? Math.round((e.end_date.getTime() - e.start_date.getTime()) / MINUTE_MS) : 0);

/** Worked minutes and the days worked on (days an entry started on) of a month's entries. */
export function monthTotals(entries: readonly TEntryTimes[]): { worked_minutes: number; worked_days: number } {
  const days = new Set(entries.map((e) => formatDate(e.start_date)));
  return { worked_minutes: entries.reduce((sum, e) => sum + entryMinutes(e), 0), worked_days: days.size };
}

/** 'normal' | 'extended' inside that working time, 'outside' beyond both, null when no working time is set. */
export type TWorkingTime = 'normal' | 'extended' | 'outside' | null;

const within = (start: string, end: string, from: string | null, to: string | null) => from !== null && to !== null && from <= start && end <= to;

/** Against the settings, by the Budapest wall clock; an open entry is judged by its start. */
export function workingTime(e: TEntryTimes, s: TTimesheetSettings): TWorkingTime {
  const hasNormal = s.normal_start_time !== null && s.normal_end_time !== null;
  const hasExtended = s.extended_start_time !== null && s.extended_end_time !== null;
  if (!hasNormal && !hasExtended) return null;
  const start = formatDateTime(e.start_date);
  const end = e.end_date ? formatDateTime(e.end_date) : start;
  // A period ending on a later day leaves every working time of its day.
  if (end.slice(0, 10) !== start.slice(0, 10)) return 'outside';
  const [from, to] = [start.slice(11), end.slice(11)];
  if (within(from, to, s.normal_start_time, s.normal_end_time)) return 'normal';
  if (within(from, to, s.extended_start_time, s.extended_end_time)) return 'extended';
  return 'outside';
}
