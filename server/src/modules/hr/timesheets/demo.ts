// Demo timesheets: the previous month and the current one up to yesterday for employees of both
// demo schools and the centre's HR referent, on working days (holidays and decreed swaps of
// shared/working-days.ts), with late stays, absences and a part-timer; today's period still
// open for one of them. Times vary per person and day but are the same on every seeding.
import type { TPrisma } from '../../../db/client.ts';
import { budapestInstant } from '@etanker/shared/date-time.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { addDays, isWorkingDay } from '@etanker/shared/working-days.ts';
import { defineDemo } from '../../../../../prisma/seed/demo/kit.ts';

interface TPattern {
  email: string;
  /** minutes after midnight */
  start: number;
  /** minutes of a usual day */
  length: number;
}

const PEOPLE: readonly TPattern[] = [
  { email: 'igenylo.a@etanker.local', start: 7 * 60 + 30, length: 8 * 60 + 20 },
  { email: 'vezeto.a@etanker.local', start: 7 * 60, length: 9 * 60 },
  { email: 'olvaso@etanker.local', start: 8 * 60, length: 4 * 60 },
  { email: 'igenylo.b@etanker.local', start: 7 * 60 + 45, length: 8 * 60 + 20 },
  { email: 'vezeto.b@etanker.local', start: 7 * 60 + 15, length: 9 * 60 },
  { email: 'hr.b@etanker.local', start: 8 * 60, length: 8 * 60 + 20 },
  { email: 'hr@etanker.local', start: 8 * 60, length: 8 * 60 + 20 },
];

/** A small deterministic number per person and day (0..n-1). */
const vary = (seed: string, n: number) => {
  // FNV-1a: neighbouring days give unrelated numbers (a plain sum would step by one a day).
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0) % n;
};

const at = (day: string, minutes: number) =>
  budapestInstant(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)), Math.floor(minutes / 60), minutes % 60);

function periodsOf(person: TPattern, from: string, until: string) {
  const rows: { start_date: Date; end_date: Date }[] = [];
  for (let day = from; day <= until; day = addDays(day, 1)) {
    if (!isWorkingDay(day)) continue;
    const key = `${person.email}${day}`;
    if (vary(key, 13) === 0) continue; // a day off or sick leave
    const start = person.start + vary(`s${key}`, 20) - 5;
    // Now and then an afternoon meeting or exam keeps one longer.
    const late = vary(`l${key}`, 9) === 0 ? 150 : 0;
    const length = person.length + vary(`e${key}`, 40) - 10 + late;
    rows.push({ start_date: at(day, start), end_date: at(day, start + length) });
  }
  return rows;
}

export async function seedDemoTimesheets(prisma: TPrisma, now = new Date()): Promise<void> {
  const today = formatDate(now);
  const firstOfPrevious = `${formatDate(new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1))).slice(0, 8)}01`;
  const yesterday = addDays(today, -1);
  const users = await prisma.user.findMany({
    where: { email: { in: PEOPLE.map((p) => p.email) }, timesheet_entries: { none: {} } },
    select: { id: true, email: true },
  });
  for (const user of users) {
    const person = PEOPLE.find((p) => p.email === user.email)!;
    const rows = periodsOf(person, firstOfPrevious, yesterday);
    await prisma.timesheetEntry.createMany({ data: rows.map((r) => ({ ...r, user_id: user.id, updated_by_id: user.id })) });
  }
  // Today's period, started this morning and still open (only once the morning has come).
  const opener = users.find((u) => u.email === 'igenylo.a@etanker.local');
  const morning = at(today, 7 * 60 + 35);
  if (opener && isWorkingDay(today) && morning < now) {
    await prisma.timesheetEntry.create({ data: { user_id: opener.id, start_date: morning, updated_by_id: opener.id }, select: { id: true } });
  }
}

export const timesheetsDemo = defineDemo({ data: (prisma) => seedDemoTimesheets(prisma) });
