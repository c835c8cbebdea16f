// The benchmark's cars and car bookings: 12 cars a school (480) and 20 centre cars every school
// may book, 500 in all; the school year 2025/26 (weekdays of 1 Sept – 19 June) gives each car one
// booking on most days, 100,000 in all (~480 a school day), a period of 2–9 hours from 6–9 am,
// so holding bookings never clash. Runs inside generate.ts's transaction, after its `school` table.
import type pg from 'pg';
import { normalizeSearch } from '@etanker/shared/format.ts';

export const BENCH_CARS_PER_SCHOOL = 12;
export const BENCH_SHARED_CARS = 20;
export const BENCH_CAR_BOOKINGS = 100_000;
/** Changes when the plan below does: a bench database built on another plan is rebuilt. */
export const BENCH_CAR_PLAN = '12 cars a school + 20 shared, 100,000 bookings in 2025/26';
/** The benchmarked free-car period (a Tuesday, Budapest wall clock). */
export const BENCH_FREE_CAR_PERIOD = { start_date: '2026-03-10 10:00', end_date: '2026-03-10 14:00' };

const MODELS = ['Suzuki Vitara', 'Opel Astra', 'Ford Transit', 'Volkswagen Crafter', 'Skoda Octavia', 'Renault Trafic', 'Dacia Duster', 'Toyota Corolla'];
const PATHS = ['Debrecen – Nyíregyháza', 'Debrecen – Hajdúszoboszló', 'Debrecen – Budapest', 'Debrecen – Miskolc', 'Debrecen – Eger', 'Debrecen belváros'];

async function insertCars(db: pg.Client): Promise<void> {
  await db.query(
    `
    INSERT INTO "Car" (institution_id, name, plate_number, type, person_count, power, fuel_type, all_can_see, search_text)
    SELECT s.id, ($1::text[])[1 + (s.idx * 12 + k) % 8], 'B' || lpad(s.idx::text, 2, '0') || '-' || lpad(k::text, 3, '0'), '',
      5 + (k % 3) * 4, 70 + k * 5, 1 + k % 5, false,
      ($2::text[])[1 + (s.idx * 12 + k) % 8] || ' b' || lpad(s.idx::text, 2, '0') || '-' || lpad(k::text, 3, '0')
    FROM school s CROSS JOIN generate_series(1, ${BENCH_CARS_PER_SCHOOL}) k`,
    [MODELS, MODELS.map(normalizeSearch)],
  );
  await db.query(
    `
    INSERT INTO "Car" (institution_id, name, plate_number, type, person_count, power, fuel_type, all_can_see, search_text)
    SELECT i.parent_id, ($1::text[])[1 + k % 8], 'KOZ-' || lpad(k::text, 3, '0'), '', 9, 100, 2, true, ($2::text[])[1 + k % 8] || ' koz-' || lpad(k::text, 3, '0')
    FROM (SELECT parent_id FROM "Institution" i JOIN school s ON s.id = i.id LIMIT 1) i CROSS JOIN generate_series(1, ${BENCH_SHARED_CARS}) k`,
    [MODELS, MODELS.map(normalizeSearch)],
  );
}

/**
 * Buckets (of 100) as the room reservations': 0–4 pending at the requester, 5–14 at the head of
 * school, 15–84 approved, 85–94 refused, 95–99 cancelled. The first three hold their car. A
 * shared car is booked by the school its row number picks.
 */
async function insertBookings(db: pg.Client): Promise<void> {
  await db.query(`
    CREATE TEMP TABLE bench_car AS
    SELECT row_number() OVER (ORDER BY c.id) - 1 AS idx, c.id, s.id AS institution_id, s.creator_id, s.head_id
    FROM "Car" c JOIN school s ON s.idx = CASE WHEN c.all_can_see THEN c.id % (SELECT count(*) FROM school) ELSE
      (SELECT idx FROM school WHERE id = c.institution_id) END
    WHERE c.plate_number LIKE 'B%' OR c.plate_number LIKE 'KOZ-%'`);
  // Not "booking": the room generator's weekly bookings hold that name in the same transaction.
  await db.query(
    `
    CREATE TEMP TABLE car_booking AS
    WITH cell AS (
      SELECT row_number() OVER (ORDER BY d, car.idx) AS c, d::date AS day, car.*
      FROM generate_series(date '2025-09-01', date '2026-06-19', interval '1 day') d CROSS JOIN bench_car car
      WHERE extract(isodow FROM d) < 6
    ), picked AS (
      SELECT cell.*, (c * 104729 + 7) % 1000003 AS h1, (c * 1299709 + 3) % 1000033 AS h2
      FROM cell ORDER BY (c * 7919 + 13) % 1000003 LIMIT ${BENCH_CAR_BOOKINGS}
    ), timed AS (
      SELECT p.*, (p.day + make_interval(hours => 6 + (p.h1 % 4)::int)) AT TIME ZONE 'Europe/Budapest' AS start_date, h2 % 100 AS bucket
      FROM picked p
    )
    SELECT t.*, (SELECT coalesce(max(id), 0) FROM "Case") + row_number() OVER (ORDER BY t.c) AS case_id,
      t.start_date + make_interval(hours => 2 + (t.h2 % 8)::int) AS end_date,
      t.start_date - make_interval(days => 3 + (t.h1 % 25)::int) AS created_at,
      ($1::text[])[t.h1 % ${PATHS.length} + 1] AS travel_path,
      ($2::text[])[t.h1 % ${PATHS.length} + 1] AS path_norm,
      CASE WHEN bucket < 5 THEN 'pending' WHEN bucket < 15 THEN 'under_checking' WHEN bucket < 85 THEN 'closed_positive'
           WHEN bucket < 95 THEN 'closed_negative' ELSE 'cancelled' END AS state
    FROM timed t`,
    [PATHS, PATHS.map(normalizeSearch)],
  );
  await db.query(`
    CREATE TEMP TABLE booking_ref AS
    SELECT case_id, 'GJ/' || y || '/' || lpad((row_number() OVER (PARTITION BY y ORDER BY created_at, case_id))::text, 5, '0') AS reference_number
    FROM (SELECT case_id, created_at, extract(year FROM created_at AT TIME ZONE 'Europe/Budapest')::int AS y FROM car_booking) x`);
  await db.query(`
    INSERT INTO "Case" (id, module, institution_id, creator_id, reference_number, title, state, flow_id, current_step_id,
      waiting_for_user_id, search_text, cancellation_date, closed_at, created_at, updated_at, last_activity_at, version)
    SELECT b.case_id, 'car_bookings', b.institution_id, b.creator_id, ref.reference_number, b.travel_path, b.state, f.id,
      CASE WHEN b.state = 'pending' THEN s0.id WHEN b.state = 'under_checking' THEN s1.id END,
      CASE WHEN b.state = 'pending' THEN b.creator_id WHEN b.state = 'under_checking' THEN b.head_id END,
      lower(ref.reference_number) || ' ' || b.path_norm,
      CASE WHEN b.state = 'cancelled' THEN (b.created_at + interval '1 day')::date END,
      CASE WHEN b.state IN ('closed_positive', 'closed_negative', 'cancelled') THEN b.created_at + interval '2 days' END,
      b.created_at, b.created_at + interval '2 days', b.created_at + interval '2 days', CASE WHEN b.state = 'pending' THEN 0 ELSE 2 END
    FROM car_booking b JOIN booking_ref ref ON ref.case_id = b.case_id
    CROSS JOIN (SELECT id FROM "Flow" WHERE module = 'car_bookings' ORDER BY id LIMIT 1) f
    JOIN "FlowStep" s0 ON s0.flow_id = f.id AND s0.position = 0
    JOIN "FlowStep" s1 ON s1.flow_id = f.id AND s1.position = 1`);
  await db.query(`SELECT setval(pg_get_serial_sequence('"Case"', 'id'), (SELECT max(id) FROM "Case"))`);
  await db.query(`
    INSERT INTO "CarBooking" (id, car_id, start_date, end_date, travel_path, purpose, driver, person_count, contact_name, contact_contact)
    SELECT case_id, id, start_date, end_date, travel_path, '', 'Sofőr ' || (1 + h2 % 40), 1 + h1 % 8, '', '' FROM car_booking`);
  await db.query(`
    INSERT INTO "ReferenceCounter" (module, year, last)
    SELECT 'car_bookings', split_part(reference_number, '/', 2)::int, count(*) FROM booking_ref GROUP BY 2
    ON CONFLICT (module, year) DO UPDATE SET last = EXCLUDED.last`);
}

export async function generateCarData(db: pg.Client): Promise<void> {
  await insertCars(db);
  await insertBookings(db);
}
