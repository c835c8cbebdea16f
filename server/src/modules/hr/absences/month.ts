// The HR month grid (001 §7 naptar/?institution&year&month): one row per employee of the
// institution (an employment there touching the month), one column per day with its kind in the
// Hungarian calendar, and the absences and day offs covering those days — records in the
// caller's scope and in a counting state. Another school's institution is a 404.
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

export async function absenceMonth(tx: TTx, ctx: TAuthedContext, q: { year: number; month: number; institution?: number }) {
  const institution = q.institution ?? ctx.user.institution_id ?? ctx.user.institution_ids[0];
  if (institution === undefined || !canUseInstitution(ctx.user, institution)) throw notFound();
  const from = new Date(Date.UTC(q.year, q.month - 1, 1));
  const to = new Date(Date.UTC(q.year, q.month, 0));
  const employments = await tx.employment.findMany({
    where: { institution_id: institution, start_date: { lte: to }, OR: [{ end_date: null }, { end_date: { gte: from } }], user: { is_active: true } },
    select: { user: { select: { id: true, name: true } } },
  });
  const users = [...new Map(employments.map((e) => [e.user.id, e.user])).values()].sort((a, b) => huCollator.compare(a.name, b.name));
  const userIds = users.map((u) => u.id);
  const overlap = { start_date: { lte: to }, end_date: { gte: from } };
  const cases = { AND: [caseScopeWhere(ctx.user), { state: { in: [...COUNTING_STATES] } }] };
  const caseSelect = { select: { reference_number: true, state: true } };
  const [absences, dayOffs, reasons, institutions] = await Promise.all([
    tx.absence.findMany({
      where: { user_id: { in: userIds }, ...overlap, case: cases },
      select: { id: true, user_id: true, reason: true, start_date: true, end_date: true, case: caseSelect },
      orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
    }),
    tx.dayOff.findMany({
      where: { employment: { user_id: { in: userIds } }, ...overlap, case: cases },
      select: { id: true, absence_reason: true, start_date: true, end_date: true, employment: { select: { user_id: true } }, case: caseSelect },
      orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
    }),
    staticItemNames(tx, 'absence_reasons'),
    institutionChoices(ctx),
  ]);
  const entry = (type: TMonthEntry['type'], user: number, reason: number, r: (typeof absences)[number] | (typeof dayOffs)[number]): TMonthEntry => ({
    id: r.id,
    type,
    user,
    title: reasons.get(reason) ?? '',
    start_date: apiDate(r.start_date)!,
    end_date: apiDate(r.end_date)!,
    state: r.case.state,
    reference_number: r.case.reference_number,
    url: type === 'absence' ? `/hr/tavolletjelento/${r.id}.html` : `/hr/szabadsagok/${r.id}.html`,
  });
  return {
    year: q.year,
    month: q.month,
    institution,
    institutions: institutions.map((i) => ({ id: i.value, name: i.label })),
    users,
    days: monthDays(q.year, q.month),
    absences: [
      ...absences.map((a) => entry('absence', a.user_id, a.reason, a)),
      ...dayOffs.map((d) => entry('day_off', d.employment.user_id, d.absence_reason, d)),
    ],
  };
}
