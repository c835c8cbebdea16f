// An absence's own rules: its day off must be the same person's, a closed month takes no
// changes (absence_close_type), and a long absence is warned about (hr.absence_length_warning).
import type { TTx } from '../../../db/client.ts';
import { readModuleSettings } from '../../../core/settings.ts';
import { badRequest } from '../../../http/errors.ts';
import { HR_SETTINGS } from '@etanker/shared/settings/hr.ts';
import { ABSENCE_SETTINGS, type TAbsenceCloseType } from './settings.ts';
import { countWorkingDays } from '@etanker/shared/working-days.ts';

/**
 * The first day on which the records of `date`'s period no longer change: 'monthly' — the close
 * day of the next month; 'yearly' — the close day of the next January; 'never' — none.
 */
export function closesOn(type: TAbsenceCloseType, closeDay: number, date: string): string | null {
  if (type === 'never') return null;
  const year = Number(date.slice(0, 4));
  const month = type === 'yearly' ? 12 : Number(date.slice(5, 7));
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  return `${next.y}-${String(next.m).padStart(2, '0')}-${String(closeDay).padStart(2, '0')}`;
}

const isClosed = (type: TAbsenceCloseType, closeDay: number, date: string, today: string) => {
  const closes = closesOn(type, closeDay, date);
  return closes !== null && today >= closes;
};

/** Refuses a change that touches a closed period: the stored start (an edit) or the new one. */
export async function checkNotClosed(tx: TTx, dates: (string | null)[], today: string, what: 'edit' | 'delete'): Promise<void> {
  const settings = await readModuleSettings(tx, ABSENCE_SETTINGS);
  const type = what === 'edit' ? settings.absence_close_type : settings.absence_delete_close_type;
  const closed = dates.find((d) => d !== null && isClosed(type, settings.absence_close_day, d, today));
  if (closed)
    throw badRequest({ start_date: [`A(z) ${closed.slice(0, 7)} időszak lezárult, a távollét már nem ${what === 'edit' ? 'módosítható' : 'törölhető'}.`] });
}

/** The day off an absence records must be the absent person's. */
export async function checkDayOff(tx: TTx, dayOffId: number | null, userId: number): Promise<void> {
  if (dayOffId === null) return;
  const dayOff = await tx.dayOff.findUnique({ where: { id: dayOffId }, select: { employment: { select: { user_id: true } } } });
  if (!dayOff || dayOff.employment.user_id !== userId) throw badRequest({ day_off: ['A szabadság nem a megadott dolgozóé.'] });
}

/** The warning of a long absence (not an error): more working days than the HR setting allows without a look. */
export async function lengthWarning(tx: TTx, start: string | null, end: string | null): Promise<string | null> {
  if (!start || !end) return null;
  const { absence_length_warning: limit } = await readModuleSettings(tx, HR_SETTINGS);
  const days = countWorkingDays(start, end);
  return days > limit ? `A távollét ${days} munkanapos, hosszabb ${limit} munkanapnál.` : null;
}
