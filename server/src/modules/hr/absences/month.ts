// The HR month grid (001 §7 naptar/?institution&year&month): one row per employee of the
// institution (an employment there touching the month), one column per day with its kind in the
// Hungarian calendar, and the absences and day offs covering those days — records in the
// caller's scope and in a counting state. Another school's institution is a 404. The people are
// paged and searched by name (ours, DESIGN.md "Absences and day offs": a school of 2,000 is more
// than a screen), `limit=all` answers the whole month as the spec's call did.
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import { createReadCache } from '../../../db/read-cache.ts';
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
import { modulePaths } from '@etanker/shared/modules.ts';

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

/** The grid's people: active, with an employment in the institution touching [first, last] (User `u`). */
function employedSql(institution: number, first: string, last: string): Prisma.Sql {
  return Prisma.sql`u.is_active AND EXISTS (
      SELECT 1 FROM "Employment" e WHERE e.user_id = u.id AND e.institution_id = ${institution}
        AND e.start_date <= ${last}::date AND (e.end_date IS NULL OR e.end_date >= ${first}::date))`;
}

/**
 * The grid's people in Hungarian order: PostgreSQL's ICU collation orders them as
 * `Intl.Collator('hu')` does (compared on the bench's 2,009 names), in the database, before the
 * page is cut.
 */
const monthPeopleSql = (employed: Prisma.Sql) => Prisma.sql`SELECT u.id, u.name FROM "User" u WHERE ${employed} ORDER BY u.name COLLATE "hu-HU-x-icu", u.id`;

/** Whose records the grid reads: the page's people, or every person of the grid (`employedSql`). */
type TWhose = { ids: number[] } | { employed: Prisma.Sql };

/**
 * The absences and day offs touching [first, last] of these people, in the caller's scope and a
 * counting state, ordered by first day and id: one statement of flat rows. A page's records come
 * through the (user, start) indexes anded with the GiST period indexes; the whole month's through
 * the GiST indexes with its people as one materialized set (inlined twice, PostgreSQL chose a
 * parallel plan that took 30–50 ms instead of 25–30 on the loaded bench machine). DESIGN.md
 * "Absences and day offs": a Prisma read of Case with its record built a JSON object per row and
 * scanned the module's Case rows.
 */
function monthRecordsSql(user: TCurrentUser, whose: TWhose, first: string, last: string): Prisma.Sql {
  const month = Prisma.sql`daterange(${first}::date, ${last}::date, '[]')`;
  const counted = Prisma.sql`c.state = ANY(${[...COUNTING_STATES]}::text[]) AND ${caseScopeSql(user, 'c')}`;
  const person = 'ids' in whose ? Prisma.empty : Prisma.sql`WITH person AS MATERIALIZED (SELECT u.id FROM "User" u WHERE ${whose.employed})`;
  const of = (column: Prisma.Sql) => ('ids' in whose ? Prisma.sql`${column} = ANY(${whose.ids}::int[])` : Prisma.sql`${column} IN (SELECT id FROM person)`);
  return Prisma.sql`
    ${person}
    SELECT * FROM (
      SELECT c.id, 'absence' AS type, a.user_id AS "user", a.reason, to_char(a.start_date, 'YYYY-MM-DD') AS start_date,
        to_char(a.end_date, 'YYYY-MM-DD') AS end_date, c.state, c.reference_number
      FROM "Absence" a JOIN "Case" c ON c.id = a.id
      WHERE daterange(a.start_date, a.end_date, '[]') && ${month} AND ${of(Prisma.sql`a.user_id`)}
        AND c.module = 'absences' AND ${counted}
      UNION ALL
      SELECT c.id, 'day_off', e.user_id, d.absence_reason, to_char(d.start_date, 'YYYY-MM-DD'), to_char(d.end_date, 'YYYY-MM-DD'), c.state, c.reference_number
      FROM "DayOff" d JOIN "Employment" e ON e.id = d.employment_id JOIN "Case" c ON c.id = d.id
      WHERE daterange(d.start_date, d.end_date, '[]') && ${month} AND ${of(Prisma.sql`e.user_id`)}
        AND c.module = 'day_offs' AND ${counted}
    ) r
    ORDER BY r.start_date COLLATE "C", r.id`;
}

const searchWords = (q: string | undefined) =>
  normalizeSearch(q ?? '')
    .split(' ')
    .filter(Boolean);

/** A person of the grid, with the name as q is matched against it. */
interface TPerson {
  id: number;
  name: string;
  search: string;
}

/**
 * An institution-month's people, kept 10 s: an HR referent pages and searches them again and again
 * (writes to User or Employment in this process drop them, another process's show within 10 s).
 */
const cachedPeople = createReadCache<TPerson[]>(10_000, { dependsOn: ['User', 'Employment'] });

async function monthPeople(tx: TTx, institution: number, first: string, last: string): Promise<TPerson[]> {
  return cachedPeople(`${institution}:${first}`, async () => {
    const rows = await tx.$queryRaw<{ id: number; name: string }[]>(monthPeopleSql(employedSql(institution, first, last)));
    return rows.map((r) => ({ id: r.id, name: r.name, search: normalizeSearch(r.name) }));
  });
}

/** The people matching q (accent-insensitive, every word a part of the name), as lists search. */
function matching(people: TPerson[], q: string | undefined): TPerson[] {
  const words = searchWords(q);
  return words.length ? people.filter((p) => words.every((w) => p.search.includes(w))) : people;
}

export async function absenceMonth(tx: TTx, ctx: TAuthedContext, q: TAbsenceMonthInput) {
  const institution = q.institution ?? (await defaultInstitution(tx, ctx));
  if (institution === undefined || !canUseInstitution(ctx.user, institution)) throw notFound();
  const from = new Date(Date.UTC(q.year, q.month - 1, 1));
  const to = new Date(Date.UTC(q.year, q.month, 0));
  const [first, last] = [from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)];
  // The whole month unsearched (limit=all) reads its records beside its people, as one grid.
  const whole = q.limit === 'all' && !searchWords(q.q).length;
  const [everybody, reasons, institutions, wholeRecords] = await Promise.all([
    monthPeople(tx, institution, first, last),
    staticItemNames(tx, 'absence_reasons'),
    institutionChoices(ctx),
    whole ? tx.$queryRaw<TMonthRow[]>(monthRecordsSql(ctx.user, { employed: employedSql(institution, first, last) }, first, last)) : null,
  ]);
  const found = matching(everybody, q.q);
  const people = (q.limit === 'all' ? found : found.slice((q.page - 1) * q.limit, q.page * q.limit)).map((p) => ({ id: p.id, name: p.name }));
  const ids = people.map((p) => p.id);
  const records = wholeRecords ?? (ids.length ? await tx.$queryRaw<TMonthRow[]>(monthRecordsSql(ctx.user, { ids }, first, last)) : []);
  const entries = records.map((r): TMonthEntry => ({
    id: r.id,
    type: r.type,
    user: r.user,
    title: reasons.get(r.reason) ?? '',
    start_date: r.start_date,
    end_date: r.end_date,
    state: r.state,
    reference_number: r.reference_number,
    url: modulePaths(r.type === 'absence' ? 'absences' : 'dayOffs').detailPath(r.id),
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
