// The HR month grid (001 §7 naptar/?institution&year&month): one row per employee of the
// institution (an employment there touching the month), one column per day with its kind in the
// Hungarian calendar, and the absences and day offs covering those days — records in the
// caller's scope and in a counting state. Another school's institution is a 404.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { canUseInstitution, caseScopeWhere } from '../../../access/scope.ts';
import { apiDate } from '../../../core/dates.ts';
import { huCollator } from '../../../core/institution-display.ts';
import { notFound } from '../../../http/errors.ts';
import { institutionChoices } from '../../../workflow/filters.ts';
import { staticItemNames } from '../../../workflow/static-items.ts';
import { monthDays } from '@etanker/shared/working-days.ts';
import { COUNTING_STATES } from '../leave.ts';

export interface TMonthEntry {
  id: number;
  type: 'absence' | 'day_off';
  user: number;
  title: string;
  start_date: string;
  end_date: string;
  state: string;
  reference_number: string;
  url: string;
}

/**
 * The grid a caller opens on: its own school. The centre's staff opens on the first school, as the
 * centre's own office is one choice among the schools whose absences it follows (an empty grid
 * was its first view).
 */
async function defaultInstitution(tx: TTx, ctx: TAuthedContext): Promise<number | undefined> {
  if (!ctx.user.is_centre) return ctx.user.institution_id ?? ctx.user.institution_ids[0];
  const school = await tx.institution.findFirst({
    where: { is_active: true, type: 'school' },
    orderBy: [{ unit_code: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  return school?.id ?? ctx.user.institution_id ?? undefined;
}

export async function absenceMonth(tx: TTx, ctx: TAuthedContext, q: { year: number; month: number; institution?: number }) {
  const institution = q.institution ?? (await defaultInstitution(tx, ctx));
  if (institution === undefined || !canUseInstitution(ctx.user, institution)) throw notFound();
  const from = new Date(Date.UTC(q.year, q.month - 1, 1));
  const to = new Date(Date.UTC(q.year, q.month, 0));
  const overlap = { start_date: { lte: to }, end_date: { gte: from } };
  // Read from Case, as the kit's calendar does: the scope and the states are Case columns, the
  // month an index range of the record's table. The five reads run side by side; records of
  // people not on the grid (the scope also holds what waits on the caller) are dropped below.
  const visible = (module: string, record: Prisma.CaseWhereInput) => ({
    AND: [caseScopeWhere(ctx.user), { module, state: { in: [...COUNTING_STATES] } }, record],
  });
  const [people, absences, dayOffs, reasons, institutions] = await Promise.all([
    tx.user.findMany({
      where: {
        is_active: true,
        employments: { some: { institution_id: institution, start_date: { lte: to }, OR: [{ end_date: null }, { end_date: { gte: from } }] } },
      },
      select: { id: true, name: true },
    }),
    tx.case.findMany({
      where: visible('absences', { absence: overlap }),
      select: { id: true, reference_number: true, state: true, absence: { select: { user_id: true, reason: true, start_date: true, end_date: true } } },
      orderBy: { id: 'asc' },
    }),
    tx.case.findMany({
      where: visible('day_offs', { day_off: overlap }),
      select: {
        id: true,
        reference_number: true,
        state: true,
        day_off: { select: { absence_reason: true, start_date: true, end_date: true, employment: { select: { user_id: true } } } },
      },
      orderBy: { id: 'asc' },
    }),
    staticItemNames(tx, 'absence_reasons'),
    institutionChoices(ctx),
  ]);
  const users = people.sort((a, b) => huCollator.compare(a.name, b.name));
  const listed = new Set(users.map((u) => u.id));
  type TRecord = { id: number; reference_number: string; state: string };
  const entry = (type: TMonthEntry['type'], c: TRecord, r: { user: number; reason: number; start_date: Date; end_date: Date }): TMonthEntry => ({
    id: c.id,
    type,
    user: r.user,
    title: reasons.get(r.reason) ?? '',
    start_date: apiDate(r.start_date)!,
    end_date: apiDate(r.end_date)!,
    state: c.state,
    reference_number: c.reference_number,
    url: type === 'absence' ? `/hr/tavolletjelento/${c.id}.html` : `/hr/szabadsagok/${c.id}.html`,
  });
  const entries = [
    ...absences.flatMap((c) => (c.absence ? [entry('absence', c, { ...c.absence, user: c.absence.user_id })] : [])),
    ...dayOffs.flatMap((c) => (c.day_off ? [entry('day_off', c, { ...c.day_off, user: c.day_off.employment.user_id, reason: c.day_off.absence_reason })] : [])),
  ]
    .filter((e) => listed.has(e.user))
    .sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : a.id - b.id));
  return {
    year: q.year,
    month: q.month,
    institution,
    // The page's 'Új távollét' button (the module gate is already passed): read-only users write nothing.
    can_create: !ctx.user.is_readonly,
    institutions: institutions.map((i) => ({ id: i.value, name: i.label })),
    users,
    days: monthDays(q.year, q.month),
    absences: entries,
  };
}
