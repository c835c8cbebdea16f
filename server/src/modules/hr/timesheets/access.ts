// Whose timesheet a caller sees and corrects (DESIGN.md "Timesheets"): everybody with the gate
// their own; an HR referent (User.is_hr_referent) the employees of its institutions (own and
// managed) employed there in the month; the centre everybody. Built as a `where` on User, so
// every read and write asks for the person within it and another school's person is a 404.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TTx } from '../../../db/client.ts';
import { monthBounds, type TMonth } from './month.ts';

/** The employees an HR caller corrects: 'all' (the centre), its institutions, or none (only itself). */
export type TCorrectorScope = 'all' | number[] | null;

export async function correctorScope(ctx: TAuthedContext): Promise<TCorrectorScope> {
  if (ctx.user.is_centre) return 'all';
  const me = await ctx.prisma.user.findUnique({ where: { id: ctx.user.id }, select: { is_hr_referent: true } });
  return me?.is_hr_referent ? ctx.user.institution_ids : null;
}

/** Employed in the month (an employment overlapping it), optionally at one of the institutions. */
export function employedInWhere(month: TMonth, institutionIds?: number[]): Prisma.EmploymentWhereInput {
  const { firstDate, lastDate } = monthBounds(month);
  return {
    start_date: { lte: lastDate },
    OR: [{ end_date: null }, { end_date: { gte: firstDate } }],
    ...(institutionIds ? { institution_id: { in: institutionIds } } : {}),
  };
}

/** The people whose month the caller may see and correct (itself not included unless in scope). */
export function correctedUsersWhere(scope: TCorrectorScope, month: TMonth): Prisma.UserWhereInput | null {
  if (scope === null) return null;
  if (scope === 'all') return {};
  return { employments: { some: employedInWhere(month, scope) } };
}

/** The people whose month the caller may see: itself, and those it corrects. */
export function visibleUsersWhere(ctx: TAuthedContext, scope: TCorrectorScope, month: TMonth): Prisma.UserWhereInput {
  if (scope === 'all') return {};
  const corrected = correctedUsersWhere(scope, month);
  return corrected ? { OR: [{ id: ctx.user.id }, corrected] } : { id: ctx.user.id };
}

export interface TPersonAccess {
  id: number;
  name: string;
  /** May start and close the person's open period: itself or its HR. */
  canRecord: boolean;
  /** May correct the person's entries: its HR only (Mt. 134. §: the employer keeps the record). */
  canCorrect: boolean;
}

/** The person if the caller may see its month, else null (the caller answers 404). */
export async function personAccess(tx: TTx, ctx: TAuthedContext, scope: TCorrectorScope, userId: number, month: TMonth): Promise<TPersonAccess | null> {
  const corrected = correctedUsersWhere(scope, month);
  const [person, correctable] = await Promise.all([
    tx.user.findFirst({ where: { AND: [{ id: userId }, visibleUsersWhere(ctx, scope, month)] }, select: { id: true, name: true } }),
    corrected ? tx.user.count({ where: { AND: [{ id: userId }, corrected] } }) : 0,
  ]);
  if (!person) return null;
  return { ...person, canRecord: true, canCorrect: correctable > 0 };
}
