// Budapest wall-clock times as the API speaks them ('YYYY-MM-DD HH:mm', spec 001 §5) and the
// instants they stand for. Pure TypeScript: the client bundles this file as it is.
import { toBudapestWallClock } from './format.ts';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** Budapest's offset from UTC in ms at an instant. */
const offsetAt = (ms: number) => toBudapestWallClock(new Date(ms))!.getTime() - ms;

/** The instant of a Budapest wall-clock time given as UTC fields (two rounds settle the offset, DST days included). */
export function budapestInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** 'YYYY-MM-DD HH:mm' (or with a 'T') in Budapest time as an instant; null unless the day and time exist. */
export function parseDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!sameDay || hour > 23 || minute > 59) return null;
  return budapestInstant(year, month, day, hour, minute);
}

/** The first instant of a month in Budapest and of the next one: the month is [from, to). */
export function budapestMonth(year: number, month: number): { from: Date; to: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: budapestInstant(year, month, 1), to: budapestInstant(next.year, next.month, 1) };
}
