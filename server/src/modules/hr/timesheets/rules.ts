// The rules of writing a timesheet: start a period, close it, correct an entry. Each runs in one
// transaction that first locks the person's User row, so two writes for one person take turns and
// the second sees the first (no two open periods, no overlap), as room reservations lock the room.
import type { TAuthedContext } from '../../../access/context.ts';
import type { TTx } from '../../../db/client.ts';
import { badRequest, forbidden, notFound, type TFieldErrors } from '../../../http/errors.ts';
import { formatDate, formatDateTime } from '@etanker/shared/format.ts';
import { personAccess, type TCorrectorScope, type TPersonAccess } from './access.ts';
import { isMonthOpen, monthLabel, monthOf } from './month.ts';

/** Mt. 99. §: a daily working time of at most 12 hours, 24 with stand-by; a longer period is a typo. */
export const MAX_ENTRY_HOURS = 24;

export const TIMESHEET_MESSAGES = {
  future: 'Jövőbeli időpont nem rögzíthető.',
  endBeforeStart: 'A befejezés a kezdés után legyen.',
  tooLong: `Egy bejegyzés legfeljebb ${MAX_ENTRY_HOURS} óra lehet.`,
  alreadyOpen: (start: Date) => `Már van lezáratlan munkaidő-bejegyzés (kezdete: ${formatDateTime(start)}).`,
  noOpen: 'Nincs lezáratlan munkaidő-bejegyzés.',
  openStaysOpen: 'Lezárt bejegyzés befejezése nem hagyható üresen.',
  overlap: (start: Date, end: Date | null) => `Átfedés egy másik bejegyzéssel: ${formatDateTime(start)} – ${end ? formatDateTime(end) : 'lezáratlan'}.`,
  closedMonth: (instant: Date) => `A ${monthLabel(monthOf(instant))} hónap lezárult, bejegyzése nem módosítható.`,
  notEmployed: 'Ezen a napon nincs munkaviszonya.',
  correctOnlyHr: 'Munkaidő-bejegyzést csak a HR referens javíthat.',
} as const;

const HOUR_MS = 3_600_000;

interface TChecks {
  errors: TFieldErrors;
  add(field: string, message: string): void;
  throwIfAny(): void;
}

function checks(): TChecks {
  const errors: TFieldErrors = {};
  return {
    errors,
    add: (field, message) => void (errors[field] ??= []).push(message),
    throwIfAny: () => {
      if (Object.keys(errors).length) throw badRequest(errors);
    },
  };
}

/** Not in the future, in a month still open. */
function checkInstant(c: TChecks, field: string, instant: Date, now: Date) {
  if (instant.getTime() > now.getTime()) c.add(field, TIMESHEET_MESSAGES.future);
  else if (!isMonthOpen(monthOf(instant), now)) c.add(field, TIMESHEET_MESSAGES.closedMonth(instant));
}

/** After the start, at most MAX_ENTRY_HOURS later, not in the future. */
function checkEnd(c: TChecks, start: Date, end: Date, now: Date) {
  if (end.getTime() > now.getTime()) c.add('end_date', TIMESHEET_MESSAGES.future);
  else if (end.getTime() <= start.getTime()) c.add('end_date', TIMESHEET_MESSAGES.endBeforeStart);
  else if (end.getTime() - start.getTime() > MAX_ENTRY_HOURS * HOUR_MS) c.add('end_date', TIMESHEET_MESSAGES.tooLong);
}

async function lockPerson(tx: TTx, userId: number) {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR NO KEY UPDATE`;
}

/** The person in the caller's sight for the month of `instant`, else 404. */
async function person(tx: TTx, ctx: TAuthedContext, scope: TCorrectorScope, userId: number, instant: Date): Promise<TPersonAccess> {
  const access = await personAccess(tx, ctx, scope, userId, monthOf(instant));
  if (!access) throw notFound();
  return access;
}

async function checkEmployed(tx: TTx, c: TChecks, userId: number, start: Date) {
  const date = new Date(`${formatDate(start)}T00:00:00Z`);
  const employed = await tx.employment.count({ where: { user_id: userId, start_date: { lte: date }, OR: [{ end_date: null }, { end_date: { gte: date } }] } });
  if (!employed) c.add('start_date', TIMESHEET_MESSAGES.notEmployed);
}

/** Another entry of the person sharing time with [start, end) (end null: open, reaching into the future). */
async function checkNoOverlap(tx: TTx, c: TChecks, userId: number, start: Date, end: Date | null, exceptId?: number) {
  const clash = await tx.timesheetEntry.findFirst({
    where: {
      user_id: userId,
      ...(exceptId ? { id: { not: exceptId } } : {}),
      ...(end ? { start_date: { lt: end } } : {}),
      OR: [{ end_date: null }, { end_date: { gt: start } }],
    },
    orderBy: { start_date: 'asc' },
    select: { start_date: true, end_date: true },
  });
  if (clash) c.add('start_date', TIMESHEET_MESSAGES.overlap(clash.start_date, clash.end_date));
}

const openEntryOf = (tx: TTx, userId: number) =>
  tx.timesheetEntry.findFirst({ where: { user_id: userId, end_date: null }, select: { id: true, start_date: true } });

/** elkezdes/: opens a period at `start`. */
export async function startEntry(tx: TTx, ctx: TAuthedContext, scope: TCorrectorScope, userId: number, start: Date, now = new Date()) {
  await lockPerson(tx, userId);
  await person(tx, ctx, scope, userId, start);
  const c = checks();
  checkInstant(c, 'start_date', start, now);
  c.throwIfAny();
  const open = await openEntryOf(tx, userId);
  if (open) c.add('start_date', TIMESHEET_MESSAGES.alreadyOpen(open.start_date));
  else await checkNoOverlap(tx, c, userId, start, null);
  await checkEmployed(tx, c, userId, start);
  c.throwIfAny();
  await tx.timesheetEntry.create({ data: { user_id: userId, start_date: start, updated_by_id: ctx.user.id }, select: { id: true } });
}

/** lezaras/: closes the open period at `end`. An open period of a closed month may still be closed: it would block every later start. */
export async function closeEntry(tx: TTx, ctx: TAuthedContext, scope: TCorrectorScope, userId: number, end: Date, now = new Date()) {
  await lockPerson(tx, userId);
  const open = await openEntryOf(tx, userId);
  await person(tx, ctx, scope, userId, open?.start_date ?? end);
  const c = checks();
  if (!open) c.add('end_date', TIMESHEET_MESSAGES.noOpen);
  else checkEnd(c, open.start_date, end, now);
  c.throwIfAny();
  await tx.timesheetEntry.update({ where: { id: open!.id }, data: { end_date: end, updated_by_id: ctx.user.id }, select: { id: true } });
}

/** rekordok/{entryId}/: HR corrects an entry of an open month; the open period may stay open (end null). */
export async function correctEntry(
  tx: TTx,
  ctx: TAuthedContext,
  scope: TCorrectorScope,
  userId: number,
  entryId: number,
  change: { start_date: Date; end_date: Date | null },
  now = new Date(),
) {
  await lockPerson(tx, userId);
  const entry = await tx.timesheetEntry.findFirst({ where: { id: entryId, user_id: userId }, select: { id: true, start_date: true, end_date: true } });
  if (!entry) throw notFound();
  const access = await person(tx, ctx, scope, userId, entry.start_date);
  if (!access.canCorrect) throw forbidden(TIMESHEET_MESSAGES.correctOnlyHr);
  // Moved into another month: the person must be the caller's there too.
  if (monthLabel(monthOf(change.start_date)) !== monthLabel(monthOf(entry.start_date))) {
    if (!(await personAccess(tx, ctx, scope, userId, monthOf(change.start_date)))?.canCorrect) throw notFound();
  }
  const c = checks();
  if (!isMonthOpen(monthOf(entry.start_date), now)) c.add('start_date', TIMESHEET_MESSAGES.closedMonth(entry.start_date));
  else checkInstant(c, 'start_date', change.start_date, now);
  if (change.end_date) checkEnd(c, change.start_date, change.end_date, now);
  else if (entry.end_date) c.add('end_date', TIMESHEET_MESSAGES.openStaysOpen);
  c.throwIfAny();
  await checkNoOverlap(tx, c, userId, change.start_date, change.end_date, entry.id);
  await checkEmployed(tx, c, userId, change.start_date);
  c.throwIfAny();
  await tx.timesheetEntry.update({ where: { id: entry.id }, data: { ...change, updated_by_id: ctx.user.id }, select: { id: true } });
}
