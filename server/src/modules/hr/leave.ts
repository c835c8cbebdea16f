// What absences and day offs share (both say who is away from work for which days): their
// states, the period rule, the working-day count and the person's institution within the
// writer's scope. Periods are [start_date, end_date], both days included.
import type { TTx } from '../../db/client.ts';
import type { TCurrentUser } from '../../auth/current-user.ts';
import { canUseInstitution } from '../../access/scope.ts';
import { apiDate } from '../../core/dates.ts';
import { badRequest } from '../../http/errors.ts';
import { countWorkingDays } from '@etanker/shared/working-days.ts';

export const INITIAL_STATE = 'pending';
/** States in which a record means the person is (going to be) away: not refused, withdrawn or cancelled. */
export const COUNTING_STATES = [INITIAL_STATE, 'under_checking', 'closed_positive'] as const;
export const PERIOD_ORDER_MESSAGE = 'A vége nem lehet korábbi a kezdeténél.';

/** Working days of a stored row's period (Hungarian calendar: holidays, decreed swaps). */
export function workingDaysOf(row: Record<string, unknown>): number {
  const start = apiDate(row.start_date as Date | null);
  const end = apiDate(row.end_date as Date | null);
  return start && end ? countWorkingDays(start, end) : 0;
}

/**
 * The institution a person's record belongs to: that of the person's employment, active on the
 * period's first day, in the writer's scope (own school first). None: a 400 on `field`.
 */
export async function personInstitution(tx: TTx, writer: TCurrentUser, userId: number, start: string, field: string): Promise<number> {
  const day = new Date(`${start}T00:00:00Z`);
  const employments = await tx.employment.findMany({
    where: { user_id: userId, start_date: { lte: day }, OR: [{ end_date: null }, { end_date: { gte: day } }] },
    select: { institution_id: true },
    orderBy: [{ start_date: 'desc' }, { id: 'asc' }],
  });
  const usable = employments.map((e) => e.institution_id).filter((id) => canUseInstitution(writer, id));
  const own = usable.find((id) => id === writer.institution_id);
  const institution = own ?? usable[0];
  if (institution === undefined) throw badRequest({ [field]: [`A dolgozónak ${start} napon nincs munkaviszonya az Ön intézményeiben.`] });
  return institution;
}
