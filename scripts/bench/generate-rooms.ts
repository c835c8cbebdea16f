// The benchmark's rooms and room reservations: every school of the district gets 20 rooms, and
// the school year 2025/26 (weekdays of 1 Sept – 19 June, five 2-hour slots a day from 8:00) is
// booked at one slot in six (140,000 reservations, 3,500 a school, ~17 a school day; 85 % hold
// their room). A slot holds one reservation of 45–120 minutes, so holding reservations never
// clash, as the clash check guarantees in real data. Every room is also let for the year: a
// weekly room booking (teremberlés) on one weekday evening, 18:00–20:00, after every reservation
// has ended (~42 held periods a room, 85 % holding). Runs inside generate.ts's transaction,
// after its `school` table.
import type pg from 'pg';
import { normalizeSearch } from '@etanker/shared/format.ts';

export const BENCH_ROOMS_PER_SCHOOL = 20;
/** Changes when the plan below does: a bench database built on another plan is rebuilt. */
export const BENCH_ROOM_PLAN = '20 rooms, 2025/26, 5 slots a day, 1 in 6 booked; a weekly evening booking a room';
/** The benchmarked month and free-room period (a Tuesday, Budapest wall clock). */
export const BENCH_CALENDAR_MONTH = { year: 2026, month: 3 };
export const BENCH_FREE_PERIOD = { start_time: '2026-03-10 10:00', end_time: '2026-03-10 11:30' };
/** An evening of the same Tuesday: the rooms' weekly bookings decide which are free. */
export const BENCH_FREE_EVENING = { start_time: '2026-03-10 18:30', end_time: '2026-03-10 19:30' };

const ROOM_KINDS = [
  'Tanterem',
  'Informatika terem',
  'Nyelvi labor',
  'Fizika előadó',
  'Kémia labor',
  'Tanműhely',
  'Rajzterem',
  'Könyvtár',
  'Tornaterem',
  'Díszterem',
];
const SUBJECTS = [
  'Szülői értekezlet',
  'Osztályfőnöki óra',
  'Pótvizsga',
  'Szakköri foglalkozás',
  'Tanári értekezlet',
  'Nyílt nap',
  'Tanulmányi verseny',
  'Osztályozó vizsga',
  'Fogadóóra',
  'Érettségi felkészítő',
  'Diákönkormányzati ülés',
  'Próbaérettségi',
];

/** Rooms 1–20 of each school, after the demo rooms it already has. */
async function insertRooms(db: pg.Client): Promise<void> {
  const names = Array.from({ length: BENCH_ROOMS_PER_SCHOOL }, (_, k) => `${ROOM_KINDS[k % ROOM_KINDS.length]} ${100 * (1 + (k % 4)) + k + 1}`);
  await db.query(
    `
    INSERT INTO "Room" (institution_id, building, name, room_number, floor, capacity, unit_code, search_text)
    SELECT s.id, CASE WHEN k % 2 = 0 THEN 'A épület' ELSE 'B épület' END, ($1::text[])[k], (100 * (1 + k % 4) + k)::text, 1 + k % 4,
      16 + (k * 7) % 24, i.unit_code, ($2::text[])[k] || CASE WHEN k % 2 = 0 THEN ' a epulet ' ELSE ' b epulet ' END || i.unit_code
    FROM school s JOIN "Institution" i ON i.id = s.id
    CROSS JOIN LATERAL generate_series((SELECT count(*) FROM "Room" r WHERE r.institution_id = s.id)::int + 1, ${BENCH_ROOMS_PER_SCHOOL}) k`,
    [names, names.map(normalizeSearch)],
  );
}

/**
 * Buckets (of 100): 0–4 pending at the requester, 5–14 at the head of school, 15–84 approved,
 * 85–94 refused, 95–99 cancelled. The first three hold their room.
 */
async function insertReservations(db: pg.Client): Promise<void> {
  await db.query(`
    CREATE TEMP TABLE bench_room AS
    SELECT row_number() OVER (ORDER BY r.id) - 1 AS idx, r.id, r.institution_id, r.name, s.creator_id, s.head_id
    FROM "Room" r JOIN school s ON s.id = r.institution_id`);
  await db.query(
    `
    CREATE TEMP TABLE reservation AS
    WITH cell AS (
      SELECT row_number() OVER (ORDER BY d, r.idx, slot) AS c, d::date AS day, slot, r.*
      FROM generate_series(date '2025-09-01', date '2026-06-19', interval '1 day') d
      CROSS JOIN bench_room r CROSS JOIN generate_series(0, 4) slot
      WHERE extract(isodow FROM d) < 6
    ), picked AS (
      SELECT cell.*, (c * 104729 + 7) % 1000003 AS h1, (c * 1299709 + 3) % 1000033 AS h2
      FROM cell WHERE (c * 7919 + 13) % 1000003 % 6 = 0
    ), timed AS (
      SELECT p.*, (p.day + make_interval(hours => 8 + 2 * p.slot)) AT TIME ZONE 'Europe/Budapest' AS start_time, h2 % 100 AS bucket
      FROM picked p
    )
    SELECT t.*, (SELECT coalesce(max(id), 0) FROM "Case") + row_number() OVER (ORDER BY t.c) AS case_id,
      t.start_time + make_interval(mins => 45 + 25 * (t.h1 % 4)::int) AS end_time,
      t.start_time - make_interval(days => 3 + (t.h1 % 25)::int) AS created_at,
      ($1::text[])[t.h1 % ${SUBJECTS.length} + 1] AS subject,
      ($2::text[])[t.h1 % ${SUBJECTS.length} + 1] AS subject_norm,
      CASE WHEN bucket < 5 THEN 'pending' WHEN bucket < 15 THEN 'under_checking' WHEN bucket < 85 THEN 'closed_positive'
           WHEN bucket < 95 THEN 'closed_negative' ELSE 'cancelled' END AS state
    FROM timed t`,
    [SUBJECTS, SUBJECTS.map(normalizeSearch)],
  );
  await db.query(`
    CREATE TEMP TABLE reservation_ref AS
    SELECT case_id, 'TF/' || y || '/' || lpad((row_number() OVER (PARTITION BY y ORDER BY created_at, case_id))::text, 5, '0') AS reference_number
    FROM (SELECT case_id, created_at, extract(year FROM created_at AT TIME ZONE 'Europe/Budapest')::int AS y FROM reservation) x`);
  await db.query(`
    INSERT INTO "Case" (id, module, institution_id, creator_id, reference_number, title, state, flow_id, current_step_id,
      waiting_for_user_id, search_text, cancellation_date, closed_at, created_at, updated_at, last_activity_at, version)
    SELECT r.case_id, 'room_reservations', r.institution_id, r.creator_id, ref.reference_number, r.subject, r.state, f.id,
      CASE WHEN r.state = 'pending' THEN s0.id WHEN r.state = 'under_checking' THEN s1.id END,
      CASE WHEN r.state = 'pending' THEN r.creator_id WHEN r.state = 'under_checking' THEN r.head_id END,
      lower(ref.reference_number) || ' ' || r.subject_norm,
      CASE WHEN r.state = 'cancelled' THEN (r.created_at + interval '1 day')::date END,
      CASE WHEN r.state IN ('closed_positive', 'closed_negative', 'cancelled') THEN r.created_at + interval '2 days' END,
      r.created_at, r.created_at + interval '2 days', r.created_at + interval '2 days', CASE WHEN r.state = 'pending' THEN 0 ELSE 2 END
    FROM reservation r JOIN reservation_ref ref ON ref.case_id = r.case_id
    CROSS JOIN (SELECT id FROM "Flow" WHERE module = 'room_reservations' ORDER BY id LIMIT 1) f
    JOIN "FlowStep" s0 ON s0.flow_id = f.id AND s0.position = 0
    JOIN "FlowStep" s1 ON s1.flow_id = f.id AND s1.position = 1`);
  await db.query(`SELECT setval(pg_get_serial_sequence('"Case"', 'id'), (SELECT max(id) FROM "Case"))`);
  await db.query(`
    INSERT INTO "RoomReservation" (id, subject, description, start_time, end_time, room_id, participants)
    SELECT case_id, subject, '', start_time, end_time, id, (9 + h2 % 5) || '.' || chr(65 + (h1 % 4)::int) || ' osztály' FROM reservation`);
  await db.query(`
    INSERT INTO "ReferenceCounter" (module, year, last)
    SELECT 'room_reservations', split_part(reference_number, '/', 2)::int, count(*) FROM reservation_ref GROUP BY 2
    ON CONFLICT (module, year) DO UPDATE SET last = EXCLUDED.last`);
}

/**
 * One weekly booking a room, on weekday 1 + idx % 5 at 18:00–20:00 from 1 Sept to 19 June, with
 * its occasion and its held periods; buckets as the reservations'. The room's renter pays
 * 8 000 Ft an hour (price_units key 1).
 */
async function insertBookings(db: pg.Client): Promise<void> {
  await db.query(`
    CREATE TEMP TABLE room_booking_row AS
    SELECT r.*, 1 + (r.idx % 5)::int AS weekday, (r.idx * 1299709 + 3) % 100 AS bucket,
      (SELECT coalesce(max(id), 0) FROM "Case") + row_number() OVER (ORDER BY r.idx) AS case_id,
      timestamptz '2025-08-20 10:00+02' + make_interval(mins => r.idx::int) AS created_at
    FROM bench_room r`);
  await db.query(`
    INSERT INTO "Case" (id, module, institution_id, creator_id, reference_number, title, state, flow_id, current_step_id,
      waiting_for_user_id, search_text, closed_at, created_at, updated_at, last_activity_at, version)
    SELECT b.case_id, 'room_bookings', b.institution_id, b.creator_id, 'TB/2025/' || lpad((b.idx + 1)::text, 5, '0'),
      'Bérlő ' || b.name, st.state, f.id,
      CASE WHEN st.state = 'pending' THEN s0.id WHEN st.state = 'under_checking' THEN s1.id END,
      CASE WHEN st.state = 'pending' THEN b.creator_id WHEN st.state = 'under_checking' THEN b.head_id END,
      'tb/2025/' || lpad((b.idx + 1)::text, 5, '0') || ' berlo',
      CASE WHEN st.state IN ('closed_positive', 'closed_negative', 'cancelled') THEN b.created_at + interval '2 days' END,
      b.created_at, b.created_at + interval '2 days', b.created_at + interval '2 days', CASE WHEN st.state = 'pending' THEN 0 ELSE 2 END
    FROM room_booking_row b
    CROSS JOIN LATERAL (SELECT CASE WHEN b.bucket < 5 THEN 'pending' WHEN b.bucket < 15 THEN 'under_checking' WHEN b.bucket < 85 THEN 'closed_positive'
      WHEN b.bucket < 95 THEN 'closed_negative' ELSE 'cancelled' END AS state) st
    CROSS JOIN (SELECT id FROM "Flow" WHERE module = 'room_bookings' ORDER BY id LIMIT 1) f
    JOIN "FlowStep" s0 ON s0.flow_id = f.id AND s0.position = 0
    JOIN "FlowStep" s1 ON s1.flow_id = f.id AND s1.position = 1`);
  await db.query(`SELECT setval(pg_get_serial_sequence('"Case"', 'id'), (SELECT max(id) FROM "Case"))`);
  await db.query(`
    INSERT INTO "RoomBooking" (id, rooms, name, mailing_zip_code, mailing_city, mailing_address_1, price_workday, price_weekend, price_unit, total_price, start_date, end_date, type, required_attachment_types)
    SELECT case_id, ARRAY[id], 'Bérlő ' || name, '4001', 'Debrecen', 'Pf. ' || (idx + 1), 8000, 8000, 1,
      16000 * (SELECT count(*) FROM generate_series(date '2025-09-01', date '2026-06-19', interval '1 day') d WHERE extract(isodow FROM d) = weekday),
      date '2025-09-01', date '2026-06-19', 'weekly', '{}'
    FROM room_booking_row`);
  await db.query(`
    INSERT INTO "RoomBookingOccasion" (booking_id, type, day_of_the_week, start_time, end_time)
    SELECT case_id, 'weekly', weekday, '18:00', '20:00' FROM room_booking_row`);
  await db.query(`
    INSERT INTO "RoomBookingSlot" (booking_id, room_id, start_time, end_time)
    SELECT b.case_id, b.id, (d::date + time '18:00') AT TIME ZONE 'Europe/Budapest', (d::date + time '20:00') AT TIME ZONE 'Europe/Budapest'
    FROM room_booking_row b CROSS JOIN generate_series(date '2025-09-01', date '2026-06-19', interval '1 day') d
    WHERE extract(isodow FROM d) = b.weekday`);
  await db.query(`
    INSERT INTO "ReferenceCounter" (module, year, last) SELECT 'room_bookings', 2025, count(*) FROM room_booking_row
    ON CONFLICT (module, year) DO UPDATE SET last = EXCLUDED.last`);
}

export async function generateRoomData(db: pg.Client): Promise<void> {
  await insertRooms(db);
  await insertReservations(db);
  await insertBookings(db);
}
