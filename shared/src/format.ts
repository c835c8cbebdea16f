// Hungarian display formats shared by the server (PDF, xlsx, mail) and the React client.
// Pure TypeScript: no Node imports, the client bundles this file as it is.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

export const DISPLAY_TIME_ZONE = 'Europe/Budapest';

export type TDateInput = Date | string | null | undefined;
type TNumberInput = number | string | null | undefined | { toString(): string };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_CACHE_LIMIT = 100_000;
const offsetByHour = new Map<number, number>();
/** Per UTC day: the offset when it holds all day, null on the two switch days a year. */
const offsetByDay = new Map<number, number | null>();

// One formatter: dayjs' timezone plugin built a new one per call (~100 µs and native memory each).
const budapestClock = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Budapest's UTC offset in minutes at an instant: its wall clock read as UTC, minus the instant. */
function askOffset(ms: number): number {
  const part: Record<string, number> = {};
  for (const p of budapestClock.formatToParts(ms)) part[p.type] = Number(p.value);
  const wallAsUtc = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return Math.round((wallAsUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** Budapest's UTC offset in minutes. Even one formatter costs a few µs, too slow for a
 * 100,000-row export; the offset changes only on whole UTC hours of two days a year, so it is
 * cached per day, and per hour on the switch days. */
function budapestOffsetMinutes(ms: number): number {
  if (offsetByDay.size >= OFFSET_CACHE_LIMIT) offsetByDay.clear();
  if (offsetByHour.size >= OFFSET_CACHE_LIMIT) offsetByHour.clear();
  const day = Math.floor(ms / DAY_MS);
  let daily = offsetByDay.get(day);
  if (daily === undefined) {
    const first = askOffset(day * DAY_MS);
    daily = first === askOffset(day * DAY_MS + DAY_MS - HOUR_MS) ? first : null;
    offsetByDay.set(day, daily);
  }
  if (daily !== null) return daily;
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = askOffset(hour * HOUR_MS);
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** Budapest wall-clock time of an instant, as a Date whose UTC fields read as local time
 * (what a spreadsheet cell or a formatted string needs); null when invalid. */
export function toBudapestWallClock(d: Date | string): Date | null {
  const ms = d instanceof Date ? d.getTime() : dayjs.utc(d).valueOf();
  if (!Number.isFinite(ms)) return null;
  return new Date(ms + budapestOffsetMinutes(ms) * 60_000);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function dayOf(wall: Date): string {
  return `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`;
}

/** 'YYYY-MM-DD' in Budapest time; a date-only string is a calendar day and is kept as it is. */
export function formatDate(d: TDateInput): string {
  if (d === null || d === undefined || d === '') return '';
  if (typeof d === 'string' && DATE_ONLY.test(d)) return parseDate(d) ? d : '';
  const wall = toBudapestWallClock(d);
  return wall ? dayOf(wall) : '';
}

/** 'YYYY-MM-DD HH:mm' in Budapest time. */
export function formatDateTime(d: TDateInput): string {
  if (d === null || d === undefined || d === '') return '';
  const wall = toBudapestWallClock(d);
  return wall ? `${dayOf(wall)} ${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}` : '';
}

/** Thousands separated by a plain space, '.' as decimal point: 1234567.5 → '1 234 567.5'. */
export function formatNumber(n: TNumberInput, decimals?: number): string {
  if (n === null || n === undefined || n === '') return '';
  const value = typeof n === 'number' ? n : Number(n.toString());
  if (!Number.isFinite(value)) return '';
  const formatter = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? 3,
    // 'negative' keeps -0 and values rounded to zero from showing a minus sign.
    signDisplay: 'negative',
  });
  return formatter.format(value).replace(/,/g, ' ');
}

/** '1 234 567 Ft'; forints have no minor unit in practice, other currencies keep two decimals. */
/** Forint amounts are whole forints (fillér left circulation in 1999); other currencies keep cents. */
export const moneyDecimals = (currencyCode: string | null | undefined): number => (!currencyCode || currencyCode === 'HUF' ? 0 : 2);

export function formatMoney(n: TNumberInput, currency = 'Ft'): string {
  const forint = currency === 'Ft' || currency === 'HUF';
  const amount = formatNumber(n, forint ? 0 : 2);
  return amount === '' ? '' : `${amount} ${currency}`;
}

/** The distance unit as 000 §9 writes it, one spelling on every screen (inputs, headers, cells). */
export const KM = 'Km';

/** '12.5 Km' */
export function formatKm(n: TNumberInput): string {
  const distance = formatNumber(n);
  return distance === '' ? '' : `${distance} ${KM}`;
}

/** A 'YYYY-MM-DD' calendar day as a Date at UTC midnight; null unless the day exists. */
export function parseDate(text: string): Date | null {
  const match = DATE_ONLY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : null;
}

/** Search key: lower case, accents removed, whitespace collapsed ('Árvíztűrő' → 'arvizturo'). */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
