// The month's list of munkabajaras (MODULES.md §3.21): employments with commute infos that last
// into the month, with the month's amount (the export's when exported, else as recorded now).
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TTx } from '../../../db/client.ts';
import type { TFilterOption } from '../../../workflow/define.ts';
import { institutionChoices } from '../../../workflow/filters.ts';
import { staticItemChoices, staticItemNames } from '../../../workflow/static-items.ts';
import { institutionDisplayName } from '../../../core/institution-display.ts';
import { parseDate } from '@etanker/shared/format.ts';
import { employmentScope } from '../commute-infos.ts';
import { monthBounds, type TMonth } from './month.ts';
import { EMPLOYMENT_SELECT, hrSettings, ratesFor, readMonths } from './month-data.ts';
import type { TCommuteListQuery } from './schema.ts';

import { HOMECOMING_TITLE, summarize } from './summary.ts';

function listWhere(ctx: TAuthedContext, m: TMonth, q: TCommuteListQuery): Prisma.EmploymentWhereInput {
  const { first, last } = monthBounds(m);
  return {
    AND: [
      employmentScope(ctx.user),
      { start_date: { lte: parseDate(last)! }, OR: [{ end_date: null }, { end_date: { gte: parseDate(first)! } }] },
      q.type ? { commute_infos: { some: { type: { in: q.type } } } } : { commute_infos: { some: {} } },
      q.institution ? { institution_id: { in: q.institution } } : {},
      q.q ? { user: { name: { contains: q.q, mode: 'insensitive' } } } : {},
    ],
  };
}

/** The rows of one page (or, for the export, of every page). */
async function rowsOf(db: TTx, m: TMonth, where: Prisma.EmploymentWhereInput, page: { skip: number; take: number } | null) {
  const employments = await db.employment.findMany({
    where,
    select: EMPLOYMENT_SELECT,
    orderBy: [{ user: { name: 'asc' } }, { id: 'asc' }],
    ...(page ?? {}),
  });
  const ids = employments.map((e) => e.id);
  const [settings, commuteTypes, exports, months] = await Promise.all([
    hrSettings(db),
    staticItemNames(db, 'commute_types'),
    db.commuteExport.findMany({ where: { employment_id: { in: ids }, year: m.year, month: m.month }, select: { employment_id: true, total_amount: true } }),
    readMonths(db, employments, m),
  ]);
  const exported = new Map(exports.map((e) => [e.employment_id, e.total_amount]));
  return employments.map((e) => {
    const data = months.get(e.id)!;
    const live = summarize(data, ratesFor(settings, e), { commuteTypes, homecoming: HOMECOMING_TITLE });
    return {
      id: e.id,
      user_name: e.user.name,
      institution: { id: e.institution.id, name: institutionDisplayName(e.institution) },
      types: [...new Set(e.commute_infos.map((i) => commuteTypes.get(i.type) ?? ''))].join(', '),
      days: new Set(data.records.map((r) => r.date)).size,
      is_saved: data.saved,
      is_exported: exported.has(e.id),
      total_amount: exported.get(e.id) ?? live.total_amount,
    };
  });
}

export async function listCommute(ctx: TAuthedContext, m: TMonth, q: TCommuteListQuery) {
  const where = listWhere(ctx, m, q);
  const [total, data] = await Promise.all([
    ctx.prisma.employment.count({ where }),
    rowsOf(ctx.prisma, m, where, { skip: (q.page - 1) * q.limit, take: q.limit }),
  ]);
  return { year: m.year, month: m.month, total, data };
}

export const allCommuteRows = (ctx: TAuthedContext, m: TMonth, q: TCommuteListQuery) => rowsOf(ctx.prisma, m, listWhere(ctx, m, q), null);

export async function commuteFilters(ctx: TAuthedContext): Promise<Record<string, TFilterOption>> {
  const [institutions, types] = await Promise.all([institutionChoices(ctx), staticItemChoices(ctx.prisma, 'commute_types')]);
  return {
    institution: { label: 'Intézmény', type: 'multi_select', choices: institutions },
    type: { label: 'Munkába járás módja', type: 'multi_select', choices: types },
  };
}
