// The HR month grid (001 §7 naptar/?institution&year&month): one row per employee of the
// institution (an employment there touching the month), one column per day with its kind in the
// Hungarian calendar, and the absences and day offs covering those days — records in the
// caller's scope and in a counting state. Another school's institution is a 404. The people are
// paged and searched by name (ours, DESIGN.md "Absences and day offs": a school of 2,000 is more
// than a screen), `limit=all` answers the whole month as the spec's call did.
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { canUseInstitution, caseScopeSql } from '../../../access/scope.ts';
import { notFound } from '../../../http/errors.ts';
import { institutionChoices } from '../../../workflow/filters.ts';
import { staticItemNames } from '../../../workflow/static-items.ts';
import { monthDays } from '@etanker/shared/working-days.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { COUNTING_STATES } from '../leave.ts';
import type { TAbsenceMonthInput } from './schema.ts';

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
 * The active people with an employment in the institution touching [first, last], in Hungarian
 * order: PostgreSQL's ICU collation is the one `Intl.Collator('hu')` uses, and sorts the names
 * in the database (the JS sort of a school's 2,000 names cost more than the whole page).
 */
function monthPeopleSql(institution: number, first: string, last: string): Prisma.Sql {
  return Prisma.sql`
    SELECT u.id, u.name FROM "User" u
    WHERE u.is_active AND EXISTS (
      SELECT 1 FROM "Employment" e WHERE e.user_id = u.id AND e.institution_id = ${institution}
        AND e.start_date <= ${last}::date AND (e.end_date IS NULL OR e.end_date >= ${first}::date))
    ORDER BY u.name COLLATE "hu-HU-x-icu", u.id`;
}

/**
 * The absences and day offs touching [first, last] of these people, in the caller's scope and a
 * counting state, ordered by first day and id: one statement of flat rows. PostgreSQL ands the
 * people's (user, start) index with the GiST period index of the month (DESIGN.md "Absences and day offs": a Prisma read of Case with its record built a JSON object
 * per row and scanned the module's Case rows).
 */
function monthRecordsSql(user: TCurrentUser, people: number[], first: string, last: string): Prisma.Sql {
  const month = Prisma.sql`daterange(${first}::date, ${last}::date, '[]')`;
  const counted = Prisma.sql`c.state = ANY(${[...COUNTING_STATES]}::text[]) AND ${caseScopeSql(user, 'c')}`;
  return Prisma.sql`
    SELECT * FROM (
      SELECT c.id, 'absence' AS type, a.user_id AS "user", a.reason, to_char(a.start_date, 'YYYY-MM-DD') AS start_date,
        to_char(a.end_date, 'YYYY-MM-DD') AS end_date, c.state, c.reference_number
      FROM "Absence" a JOIN "Case" c ON c.id = a.id
      WHERE a.user_id = ANY(${people}::int[]) AND daterange(a.start_date, a.end_date, '[]') && ${month}
        AND c.module = 'absences' AND ${counted}
      UNION ALL
      SELECT c.id, 'day_off', e.user_id, d.absence_reason, to_char(d.start_date, 'YYYY-MM-DD'), to_char(d.end_date, 'YYYY-MM-DD'), c.state, c.reference_number
      FROM "DayOff" d JOIN "Employment" e ON e.id = d.employment_id JOIN "Case" c ON c.id = d.id
      WHERE e.user_id = ANY(${people}::int[]) AND daterange(d.start_date, d.end_date, '[]') && ${month}
        AND c.module = 'day_offs' AND ${counted}
    ) r
    ORDER BY r.start_date COLLATE "C", r.id`;
}

/** The people matching q (accent-insensitive, every word a part of the name), as lists search. */
function matching<T extends { name: string }>(people: T[], q: string | undefined): T[] {
  const words = normalizeSearch(q ?? '')
    .split(' ')
    .filter(Boolean);
  if (!words.length) return people;
  return people.filter((p) => {
    const name = normalizeSearch(p.name);
    return words.every((w) => name.includes(w));
  });
}

export async function absenceMonth(tx: TTx, ctx: TAuthedContext, q: TAbsenceMonthInput) {
  const institution = q.institution ?? (await defaultInstitution(tx, ctx));
  if (institution === undefined || !canUseInstitution(ctx.user, institution)) throw notFound();
  const from = new Date(Date.UTC(q.year, q.month - 1, 1));
  const to = new Date(Date.UTC(q.year, q.month, 0));
  const [first, last] = [from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)];
  const [everybody, reasons, institutions] = await Promise.all([
    tx.$queryRaw<{ id: number; name: string }[]>(monthPeopleSql(institution, first, last)),
    staticItemNames(tx, 'absence_reasons'),
    institutionChoices(ctx),
  ]);
  const found = matching(everybody, q.q);
  const people = q.limit === 'all' ? found : found.slice((q.page - 1) * q.limit, q.page * q.limit);
  const records = people.length ? await tx.$queryRaw<TMonthRow[]>(monthRecordsSql(ctx.user, people.map((p) => p.id), first, last)) : [];
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
    total: found.length,
    users: people,
    days: monthDays(q.year, q.month),
    absences: entries,
  };
}
