// The HR month grid (001 §7 naptar/?institution&year&month): one row per employee of the
// institution (an employment there touching the month), one column per day with its kind in the
// Hungarian calendar, and the absences and day offs covering those days — records in the
// caller's scope and in a counting state. Another school's institution is a 404.
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { canUseInstitution, caseScopeSql } from '../../../access/scope.ts';
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

/** A record of the month as the grid's SQL answers it (days already 'YYYY-MM-DD'). */
interface TMonthRow {
  id: number;
  type: TMonthEntry['type'];
  user: number;
  reason: number;
  start_date: string;
  end_date: string;
  state: string;
  reference_number: string;
}

/**
 * The absences and day offs touching [first, last] of the people on the grid, in the caller's
 * scope and a counting state, ordered by first day and id: one statement of flat rows. The GiST
 * period indexes find the month's records (DESIGN.md "Absences and day offs": a Prisma read of
 * Case with its record built a JSON object per row and scanned the module's Case rows).
 */
function monthRecordsSql(user: TCurrentUser, institution: number, first: string, last: string): Prisma.Sql {
  const month = Prisma.sql`daterange(${first}::date, ${last}::date, '[]')`;
  const counted = Prisma.sql`c.state = ANY(${[...COUNTING_STATES]}::text[]) AND ${caseScopeSql(user, 'c')}`;
  return Prisma.sql`
    WITH person AS (
      SELECT u.id FROM "User" u
      WHERE u.is_active AND EXISTS (
        SELECT 1 FROM "Employment" e WHERE e.user_id = u.id AND e.institution_id = ${institution}
          AND e.start_date <= ${last}::date AND (e.end_date IS NULL OR e.end_date >= ${first}::date))
    )
    SELECT * FROM (
      SELECT c.id, 'absence' AS type, a.user_id AS "user", a.reason, to_char(a.start_date, 'YYYY-MM-DD') AS start_date,
        to_char(a.end_date, 'YYYY-MM-DD') AS end_date, c.state, c.reference_number
      FROM "Absence" a JOIN "Case" c ON c.id = a.id
      WHERE daterange(a.start_date, a.end_date, '[]') && ${month} AND a.user_id IN (SELECT id FROM person)
        AND c.module = 'absences' AND ${counted}
      UNION ALL
      SELECT c.id, 'day_off', e.user_id, d.absence_reason, to_char(d.start_date, 'YYYY-MM-DD'), to_char(d.end_date, 'YYYY-MM-DD'), c.state, c.reference_number
      FROM "DayOff" d JOIN "Employment" e ON e.id = d.employment_id JOIN "Case" c ON c.id = d.id
      WHERE daterange(d.start_date, d.end_date, '[]') && ${month} AND e.user_id IN (SELECT id FROM person)
        AND c.module = 'day_offs' AND ${counted}
    ) r
    ORDER BY r.start_date COLLATE "C", r.id`;
}

export async function absenceMonth(tx: TTx, ctx: TAuthedContext, q: { year: number; month: number; institution?: number }) {
  const institution = q.institution ?? (await defaultInstitution(tx, ctx));
  if (institution === undefined || !canUseInstitution(ctx.user, institution)) throw notFound();
  const from = new Date(Date.UTC(q.year, q.month - 1, 1));
  const to = new Date(Date.UTC(q.year, q.month, 0));
  const [first, last] = [from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)];
  const [people, records, reasons, institutions] = await Promise.all([
    tx.user.findMany({
      where: {
        is_active: true,
        employments: { some: { institution_id: institution, start_date: { lte: to }, OR: [{ end_date: null }, { end_date: { gte: from } }] } },
      },
      select: { id: true, name: true },
      // Nearly in Hungarian order already: the sort below then compares each name about once.
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    }),
    tx.$queryRaw<TMonthRow[]>(monthRecordsSql(ctx.user, institution, first, last)),
    staticItemNames(tx, 'absence_reasons'),
    institutionChoices(ctx),
  ]);
  const entries = records.map((r): TMonthEntry => ({
    id: r.id,
    type: r.type,
    user: r.user,
    title: reasons.get(r.reason) ?? '',
    start_date: r.start_date,
    end_date: r.end_date,
    state: r.state,
    reference_number: r.reference_number,
    url: r.type === 'absence' ? `/hr/tavolletjelento/${r.id}.html` : `/hr/szabadsagok/${r.id}.html`,
  }));
  return {
    year: q.year,
    month: q.month,
    institution,
    // The page's 'Új távollét' button (the module gate is already passed): read-only users write nothing.
    can_create: !ctx.user.is_readonly,
    institutions: institutions.map((i) => ({ id: i.value, name: i.label })),
    users: people.sort((a, b) => huCollator.compare(a.name, b.name)),
    days: monthDays(q.year, q.month),
    absences: entries,
  };
}
