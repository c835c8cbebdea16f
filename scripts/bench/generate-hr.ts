// The benchmark's HR data (issue 12): school 001 gets 2,000 employees (Hungarian names, valid tax
// numbers, an employment each), 20,000 absences over 2026 (one to five days, reasons round the
// list, 70 % approved, 20 % on their way, 10 % refused) and 4,000 day offs (two a person, three to
// ten days); and their commute: one commute info an employment (40 % pass, 20 % ticket, 35 % own
// car, 5 % bicycle), January–March 2026 saved (every working day there and back, one in ten
// people a few days less, the pass of the month, a few travels home) and exported by the school's
// HR as the module computes it (summary.ts), which is what export_csv/ reads. Runs inside
// generate.ts's transaction.
import type pg from 'pg';
import { HR_SETTINGS } from '@etanker/shared/settings/hr.ts';
import { addDays, isWorkingDay } from '@etanker/shared/working-days.ts';
import { COMMUTE_TYPE, HOMECOMING_TYPE } from '../../server/src/modules/hr/commute-infos.ts';
import { HOMECOMING_TITLE, summarize, type TMonthData } from '../../server/src/modules/hr/commute/summary.ts';
import { monthBounds, type TMonth } from '../../server/src/modules/hr/commute/month.ts';

export const BENCH_HR_SCHOOL = '001';
export const BENCH_EMPLOYEES = 2000;
export const BENCH_ABSENCES = 20_000;
export const BENCH_DAY_OFFS = 4000;
/** The benchmarked month: the absence grid and the payroll CSV. */
export const BENCH_HR_MONTH = { year: 2026, month: 3 };
const COMMUTE_MONTHS: TMonth[] = [1, 2, 3].map((month) => ({ year: 2026, month }));
/** Changes when the plan above does: a bench database built on another plan is rebuilt. */
export const BENCH_HR_PLAN = '2,000 employees of 001, 20,000 absences and 4,000 day offs in 2026, commute Jan–Mar 2026 exported';

const SURNAMES = [
  'Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas',
  'Balogh', 'Papp', 'Takács', 'Juhász', 'Lakatos', 'Mészáros', 'Oláh', 'Simon', 'Rácz', 'Fekete',
  'Szilágyi', 'Török', 'Fehér', 'Balázs', 'Gál', 'Kis', 'Szűcs', 'Kocsis', 'Orsós', 'Pintér',
  'Fodor', 'Szalai', 'Sipos', 'Magyar', 'Lukács', 'Gulyás', 'Bíró', 'Király', 'Katona', 'László',
  'Jakab', 'Bogdán', 'Csizmadia', 'Sándor', 'Boros', 'Fazekas', 'Kelemen', 'Antal', 'Orosz', 'Somogyi',
]; // prettier-ignore
const GIVEN_NAMES = [
  'Ádám', 'Ágnes', 'Andrea', 'András', 'Anikó', 'Attila', 'Balázs', 'Beáta', 'Csaba', 'Dániel',
  'Dóra', 'Edit', 'Éva', 'Ferenc', 'Gábor', 'Gergely', 'György', 'Ildikó', 'István', 'Judit',
  'Katalin', 'Krisztina', 'Károly', 'László', 'Márta', 'Mihály', 'Nóra', 'Orsolya', 'Péter', 'Réka',
  'Sándor', 'Szilvia', 'Tamás', 'Tibor', 'Viktória', 'Zoltán', 'Zsófia', 'Zsolt', 'Erzsébet', 'Ödön',
]; // prettier-ignore

/** A tax number by the NAV rule: 8, days since 1867-01-01 (5 digits), 3 serial digits, check digit. */
function taxNumber(n: number): string {
  for (let serial = n % 1000; ; serial = (serial + 1) % 1000) {
    const body = `8${String(36_000 + (n % 5000)).padStart(5, '0')}${String(serial).padStart(3, '0')}`;
    const check = [...body].reduce((sum, d, i) => sum + Number(d) * (i + 1), 0) % 11;
    if (check < 10) return `${body}${check}`;
  }
}

interface TPerson {
  user_id: number;
  employment_id: number;
  n: number;
}

async function insertPeople(db: pg.Client, school: number): Promise<TPerson[]> {
  const ns = Array.from({ length: BENCH_EMPLOYEES }, (_, n) => n);
  const users = await db.query<{ id: number; n: number }>(
    `INSERT INTO "User" (name, email, institution_id, tax_number, is_readonly)
     SELECT name, 'dolgozo' || n || '@hr.bench.etanker.local', $3, tax, false FROM unnest($1::text[], $2::text[], $4::int[]) AS t(name, tax, n)
     RETURNING id, split_part(substring(email FROM 8), '@', 1)::int AS n`,
    [ns.map((n) => `${SURNAMES[n % SURNAMES.length]} ${GIVEN_NAMES[Math.floor(n / SURNAMES.length) % GIVEN_NAMES.length]}`), ns.map(taxNumber), school, ns],
  );
  const employments = await db.query<{ id: number; user_id: number }>(
    `INSERT INTO "Employment" (user_id, institution_id, start_date, sap_code)
     SELECT id, $3, DATE '2010-09-01' + (n * 97) % 5000, (200000 + n)::text FROM unnest($1::int[], $2::int[]) AS t(id, n)
     RETURNING id, user_id`,
    [users.rows.map((u) => u.id), users.rows.map((u) => u.n), school],
  );
  const nOf = new Map(users.rows.map((u) => [u.id, u.n]));
  return employments.rows.map((e) => ({ user_id: e.user_id, employment_id: e.id, n: nOf.get(e.user_id)! })).sort((a, b) => a.n - b.n);
}

/**
 * Absences and day offs as Cases of their flows: buckets (of 10) 0–6 approved, 7 at the requester,
 * 8 at the head of school, 9 refused. Reference numbers TJ/2026/… and SZ/2026/… in date order.
 */
async function insertLeave(db: pg.Client, school: number, people: TPerson[]): Promise<void> {
  const staff = await db.query<{ creator_id: number; head_id: number }>(
    `SELECT (SELECT id FROM "User" WHERE email = 'igenylo.a@etanker.local') AS creator_id,
            (SELECT id FROM "User" WHERE email = 'vezeto.a@etanker.local') AS head_id`,
  );
  const { creator_id, head_id } = staff.rows[0];
  await db.query(`CREATE TEMP TABLE bench_person AS SELECT * FROM unnest($1::int[], $2::int[], $3::int[]) AS t(user_id, employment_id, n)`, [
    people.map((p) => p.user_id),
    people.map((p) => p.employment_id),
    people.map((p) => p.n),
  ]);
  await db.query(
    `CREATE TEMP TABLE bench_leave AS
     WITH planned AS (
       SELECT 'absences' AS module, g, p.user_id, p.employment_id, DATE '2026-01-01' + (g * 37) % 360 AS start_date, g % 5 AS extra, 1 + g % 12 AS reason
       FROM generate_series(1, ${BENCH_ABSENCES}) g JOIN bench_person p ON p.n = g % ${BENCH_EMPLOYEES}
       UNION ALL
       SELECT 'day_offs', g, p.user_id, p.employment_id, DATE '2026-01-05' + (g * 53) % 340, 2 + g % 8, 1
       FROM generate_series(1, ${BENCH_DAY_OFFS}) g JOIN bench_person p ON p.n = g % ${BENCH_EMPLOYEES}
     )
     SELECT p.*, p.start_date + p.extra AS end_date,
       (SELECT coalesce(max(id), 0) FROM "Case") + row_number() OVER (ORDER BY p.module, p.g) AS case_id,
       CASE WHEN p.g % 10 < 7 THEN 'closed_positive' WHEN p.g % 10 = 7 THEN 'pending' WHEN p.g % 10 = 8 THEN 'under_checking' ELSE 'closed_negative' END AS state,
       (p.start_date - 3 - p.g % 10)::timestamp AT TIME ZONE 'Europe/Budapest' + interval '9 hours' AS created_at,
       CASE p.module WHEN 'absences' THEN 'TJ' ELSE 'SZ' END || '/2026/' ||
         lpad((coalesce(c.last, 0) + row_number() OVER (PARTITION BY p.module ORDER BY p.start_date, p.g))::text, 5, '0') AS reference_number
     FROM planned p LEFT JOIN "ReferenceCounter" c ON c.module = p.module AND c.year = 2026`,
  );
  await db.query(
    `INSERT INTO "Case" (id, module, institution_id, creator_id, reference_number, state, flow_id, current_step_id, waiting_for_user_id,
       search_text, closed_at, created_at, updated_at, last_activity_at, version)
     SELECT l.case_id, l.module, $1, $2, l.reference_number, l.state, f.id,
       CASE l.state WHEN 'pending' THEN s0.id WHEN 'under_checking' THEN s1.id END,
       CASE l.state WHEN 'pending' THEN $2 WHEN 'under_checking' THEN $3::int END,
       lower(l.reference_number) || ' ' || lower(u.name),
       CASE WHEN l.state IN ('closed_positive', 'closed_negative') THEN l.created_at + interval '2 days' END,
       l.created_at, l.created_at + interval '2 days', l.created_at + interval '2 days', CASE l.state WHEN 'pending' THEN 0 ELSE 2 END
     FROM bench_leave l JOIN "User" u ON u.id = l.user_id
     JOIN LATERAL (SELECT id FROM "Flow" WHERE module = l.module ORDER BY id LIMIT 1) f ON true
     JOIN "FlowStep" s0 ON s0.flow_id = f.id AND s0.position = 0
     JOIN "FlowStep" s1 ON s1.flow_id = f.id AND s1.position = 1`,
    [school, creator_id, head_id],
  );
  await db.query(`SELECT setval(pg_get_serial_sequence('"Case"', 'id'), (SELECT max(id) FROM "Case"))`);
  await db.query(`
    INSERT INTO "Absence" (id, user_id, reason, start_date, end_date)
    SELECT case_id, user_id, reason, start_date, end_date FROM bench_leave WHERE module = 'absences'`);
  await db.query(`
    INSERT INTO "DayOff" (id, employment_id, start_date, end_date)
    SELECT case_id, employment_id, start_date, end_date FROM bench_leave WHERE module = 'day_offs'`);
  await db.query(`
    INSERT INTO "ReferenceCounter" (module, year, last)
    SELECT module, 2026, count(*) FROM bench_leave GROUP BY module
    ON CONFLICT (module, year) DO UPDATE SET last = "ReferenceCounter".last + EXCLUDED.last`);
}

interface TCommutePlan {
  person: TPerson;
  type: number;
  km: number;
  cost: number | null;
  sap_code: string;
  homecoming: TMonthData['homecoming'];
}

function commutePlan(person: TPerson): TCommutePlan {
  const bucket = person.n % 20;
  const type = bucket < 8 ? COMMUTE_TYPE.pass : bucket < 12 ? COMMUTE_TYPE.ticket : bucket < 19 ? COMMUTE_TYPE.car : COMMUTE_TYPE.bicycle;
  const km = (30 + ((person.n * 37) % 600)) / 10;
  const cost = type === COMMUTE_TYPE.pass ? 9_000 + (person.n % 8) * 1_500 : type === COMMUTE_TYPE.ticket ? 250 + (person.n % 10) * 65 : null;
  const homecoming =
    person.n % 50 === 0
      ? { type: HOMECOMING_TYPE.publicTransport, trips: 4, distance: 0, cost: 14_000 }
      : person.n % 50 === 1
        ? { type: HOMECOMING_TYPE.car, trips: 2, distance: 120, cost: 0 }
        : { type: null, trips: 0, distance: 0, cost: 0 };
  return { person, type, km, cost, sap_code: person.n % 4 === 0 ? `KH-${(person.n % 7) + 1}` : '', homecoming };
}

function workingDays(m: TMonth): string[] {
  const { first, last } = monthBounds(m);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) if (isWorkingDay(day)) days.push(day);
  return days;
}

async function insertCommute(db: pg.Client, people: TPerson[]): Promise<void> {
  const plans = people.map(commutePlan);
  const infos = await db.query<{ id: number; employment_id: number }>(
    `INSERT INTO "CommuteInfo" (employment_id, institution_id, mileage_towards, mileage_backwards, type, monthly_cost, sap_code)
     SELECT e.id, e.institution_id, t.km, t.km, t.type, t.cost, t.sap_code
     FROM unnest($1::int[], $2::numeric[], $3::int[], $4::int[], $5::text[]) AS t(employment_id, km, type, cost, sap_code) JOIN "Employment" e ON e.id = t.employment_id
     RETURNING id, employment_id`,
    [plans.map((p) => p.person.employment_id), plans.map((p) => p.km), plans.map((p) => p.type), plans.map((p) => p.cost), plans.map((p) => p.sap_code)],
  );
  const infoOf = new Map(infos.rows.map((i) => [i.employment_id, i.id]));
  await db.query(`UPDATE "Employment" e SET default_commute_info_id = i.id FROM "CommuteInfo" i WHERE i.employment_id = e.id AND e.id = ANY($1::int[])`, [
    plans.map((p) => p.person.employment_id),
  ]);
  const names = new Map(
    (await db.query<{ key: number; name: string }>(`SELECT key, name FROM "StaticItem" WHERE list = 'commute_types'`)).rows.map((r) => [r.key, r.name]),
  );
  const settings = HR_SETTINGS.schema.parse({});
  const rates = { passSharePercent: settings.commute_pass_share_percent, carKmPrice: settings.commute_car_km_price };
  const hr = (await db.query<{ id: number }>(`SELECT id FROM "User" WHERE email = 'hr.a@etanker.local'`)).rows[0].id;
  const records: [number, number, string][] = [];
  const passes: [number, number, string, string, number][] = [];
  const months: [number, number, number | null, number, number, number][] = [];
  const exports: [number, number, string, number][] = [];
  for (const m of COMMUTE_MONTHS) {
    const days = workingDays(m);
    const { first, last } = monthBounds(m);
    for (const plan of plans) {
      const id = plan.person.employment_id;
      const info = infoOf.get(id)!;
      const own = plan.person.n % 10 === 3 ? days.slice((plan.person.n + m.month) % 5) : days;
      const monthPasses = plan.type === COMMUTE_TYPE.pass ? [{ commute_info: info, cost: plan.cost! }] : [];
      records.push(...own.map((date): [number, number, string] => [id, info, date]));
      passes.push(...monthPasses.map((p): [number, number, string, string, number] => [id, info, first, last, p.cost]));
      months.push([id, m.month, plan.homecoming.type, plan.homecoming.trips, plan.homecoming.distance, plan.homecoming.cost]);
      const summary = summarize(
        {
          infos: [{ id: info, type: plan.type, mileage_towards: plan.km, mileage_backwards: plan.km, monthly_cost: plan.cost, sap_code: plan.sap_code }],
          records: own.map((date) => ({ date, commute_info: info, towards: true, backwards: true })),
          passes: monthPasses,
          homecoming: plan.homecoming,
        },
        rates,
        { commuteTypes: names, homecoming: HOMECOMING_TITLE },
      );
      // As the module refuses it: a month of 0 Ft (a bicycle) is not exported.
      if (summary.total_amount > 0) exports.push([id, m.month, JSON.stringify(summary.items), summary.total_amount]);
    }
  }
  await db.query(`INSERT INTO "CommuteRecord" (employment_id, commute_info_id, date) SELECT * FROM unnest($1::int[], $2::int[], $3::date[])`, columns(records));
  await db.query(
    `INSERT INTO "CommutePassValidity" (employment_id, commute_info_id, start_date, end_date, cost) SELECT * FROM unnest($1::int[], $2::int[], $3::date[], $4::date[], $5::int[])`,
    columns(passes),
  );
  await db.query(
    `INSERT INTO "CommuteMonth" (employment_id, year, month, homecoming_type, homecoming_trips, homecoming_distance, homecoming_cost)
     SELECT t.employment_id, 2026, t.month, t.type, t.trips, t.distance, t.cost FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::numeric[], $6::int[]) AS t(employment_id, month, type, trips, distance, cost)`,
    columns(months),
  );
  await db.query(
    `INSERT INTO "CommuteExport" (employment_id, year, month, items, total_amount, created_at, created_by_id)
     SELECT t.employment_id, 2026, t.month, t.items, t.total, make_timestamptz(2026, t.month + 1, 3, 10, 0, 0, 'Europe/Budapest'), $5
     FROM unnest($1::int[], $2::int[], $3::jsonb[], $4::int[]) AS t(employment_id, month, items, total)`,
    [...columns(exports), hr],
  );
}

/** Rows as one array per column, for INSERT … SELECT FROM unnest(…). */
function columns(rows: unknown[][]): unknown[][] {
  return rows.length ? rows[0].map((_, i) => rows.map((r) => r[i])) : [];
}

export async function generateHrData(db: pg.Client): Promise<void> {
  const school = (await db.query<{ id: number }>(`SELECT id FROM "Institution" WHERE unit_code = $1`, [BENCH_HR_SCHOOL])).rows[0].id;
  const people = await insertPeople(db, school);
  await insertLeave(db, school, people);
  await insertCommute(db, people);
}
