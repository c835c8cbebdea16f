// The month list (employees with an employment in the month, their worked time) and one
// employee's month with its entries. Every read asks for the people within the caller's sight.
import type { TAuthedContext } from '../../../access/context.ts';
import type { TTx } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { formatDateTime, normalizeSearch } from '@etanker/shared/format.ts';
import { countWorkingDays } from '@etanker/shared/working-days.ts';
import { TIMESHEET_SETTINGS } from './settings.ts';
import { readModuleSettings } from '../../../core/settings.ts';
import { correctorScope, employedInWhere, personAccess, visibleUsersWhere } from './access.ts';
import { isMonthOpen, monthBounds, type TMonth } from './month.ts';
import { entryMinutes, monthTotals, workingTime } from './summary.ts';

const hungarianOrder = new Intl.Collator('hu', { sensitivity: 'base' });

const workingDaysOf = (month: TMonth) => {
  const { first, last } = monthBounds(month);
  return countWorkingDays(first, last);
};

/** The month's employments of these people, with their institutions' names (one query). */
async function institutionsByUser(tx: TTx, userIds: number[], month: TMonth, institutionIds?: number[]) {
  const rows = await tx.employment.findMany({
    where: { user_id: { in: userIds }, ...employedInWhere(month, institutionIds) },
    select: { user_id: true, institution: { select: { id: true, name: true } } },
    orderBy: { id: 'asc' },
  });
  const out = new Map<number, { id: number; name: string }[]>();
  for (const r of rows) {
    const list = out.get(r.user_id) ?? [];
    if (!list.some((i) => i.id === r.institution.id)) list.push(r.institution);
    out.set(r.user_id, list);
  }
  return out;
}

const entriesOfMonth = (tx: TTx, userIds: number[], month: TMonth) => {
  const { from, to } = monthBounds(month);
  return tx.timesheetEntry.findMany({
    where: { user_id: { in: userIds }, start_date: { gte: from, lt: to } },
    orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
    select: { id: true, user_id: true, start_date: true, end_date: true, updated_by: { select: { id: true, name: true } } },
  });
};

export interface TListInput {
  month: TMonth;
  q?: string;
  page: number;
  limit: number;
  institution?: number;
}

/**
 * The people employed in the month whom the caller sees, in Hungarian name order. The
 * candidates are read as (id, name) and searched and sorted here: a district has a few thousand
 * employees, and a User has no normalized search column (DESIGN.md "Timesheets").
 */
export async function listMonth(ctx: TAuthedContext, input: TListInput) {
  const { month } = input;
  const scope = await correctorScope(ctx);
  // The institution filter offers the caller's institutions only: another school's narrows to
  // nobody, also for a person employed at both schools.
  const filtered = input.institution === undefined ? undefined : Array.isArray(scope) && !scope.includes(input.institution) ? [] : [input.institution];
  const candidates = await ctx.prisma.user.findMany({
    where: {
      AND: [visibleUsersWhere(ctx, scope, month), { employments: { some: employedInWhere(month, filtered) } }],
    },
    select: { id: true, name: true },
  });
  const q = input.q ? normalizeSearch(input.q) : '';
  const matching = (q ? candidates.filter((c) => normalizeSearch(c.name).includes(q)) : candidates).sort(
    (a, b) => hungarianOrder.compare(a.name, b.name) || a.id - b.id,
  );
  const page = matching.slice((input.page - 1) * input.limit, input.page * input.limit);
  const ids = page.map((p) => p.id);
  const [institutions, entries] = await Promise.all([institutionsByUser(ctx.prisma, ids, month), entriesOfMonth(ctx.prisma, ids, month)]);
  const byUser = new Map<number, typeof entries>();
  for (const e of entries) byUser.set(e.user_id, [...(byUser.get(e.user_id) ?? []), e]);
  return {
    year: month.year,
    month: month.month,
    working_days: workingDaysOf(month),
    total: matching.length,
    data: page.map((p) => {
      const own = byUser.get(p.id) ?? [];
      return {
        id: p.id,
        name: p.name,
        institutions: institutions.get(p.id) ?? [],
        ...monthTotals(own),
        has_open_entry: own.some((e) => e.end_date === null),
      };
    }),
  };
}

/** One person's month: its entries (id, start_date, end_date, 001 §3) with minutes and working-time marks, its totals and what the caller may do. */
export async function personMonth(ctx: TAuthedContext, userId: number, month: TMonth, now = new Date()) {
  const scope = await correctorScope(ctx);
  const access = await personAccess(ctx.prisma, ctx, scope, userId, month);
  if (!access) throw notFound();
  const [institutions, entries, open, settings] = await Promise.all([
    institutionsByUser(ctx.prisma, [userId], month),
    entriesOfMonth(ctx.prisma, [userId], month),
    ctx.prisma.timesheetEntry.findFirst({ where: { user_id: userId, end_date: null }, select: { id: true, start_date: true } }),
    readModuleSettings(ctx.prisma, TIMESHEET_SETTINGS),
  ]);
  const writer = !ctx.user.is_readonly;
  const monthOpen = isMonthOpen(month, now);
  return {
    id: access.id,
    name: access.name,
    year: month.year,
    month: month.month,
    institutions: institutions.get(userId) ?? [],
    working_days: workingDaysOf(month),
    ...monthTotals(entries),
    month_closed: !monthOpen,
    timesheet_entries: entries.map((e) => ({
      id: e.id,
      start_date: formatDateTime(e.start_date),
      end_date: e.end_date ? formatDateTime(e.end_date) : null,
      minutes: entryMinutes(e),
      working_time: workingTime(e, settings),
      updated_by: e.updated_by,
    })),
    open_entry: open ? { id: open.id, start_date: formatDateTime(open.start_date) } : null,
    can_start: writer && access.canRecord && !open,
    can_close: writer && access.canRecord && open !== null,
    can_edit: writer && access.canCorrect && monthOpen,
  };
}
