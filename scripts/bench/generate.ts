// The benchmark data: 200,000 commitments over 40 schools, one financial budget carrying 5,000 of
// them with their invoices (generate-budgets.ts), and the schools' rooms and a school year of
// room reservations (generate-rooms.ts), cars and car bookings (generate-cars.ts), a school's
// 2,000 employees with their absences and commute (generate-hr.ts), as set-based SQL (INSERT … SELECT
// generate_series) through `pg`, so it takes minutes, not hours, on 2 cores. Every value derives
// from the row number through fixed hashes: two builds hold the same data.
// Run alone: npx tsx scripts/bench/generate.ts <database url> (after migrations and demo data).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { LARGE_COMMITMENT_LIMIT } from '../../server/src/modules/finance/commitments/flow.ts';
import { generateRoomData } from './generate-rooms.ts';
import { generateCarData } from './generate-cars.ts';
import { generateBudgetData } from './generate-budgets.ts';
import { generateHrData } from './generate-hr.ts';
import { generateCopies } from './generate-copies.ts';

export const BENCH_COMMITMENTS = 200_000;
export const BENCH_SCHOOLS = 40;
/** The searched word: in 1 % of the subjects, found accent-insensitively. */
export const RARE_SUBJECT_WORD = 'tükörfúrógép';
/** The financial year holding half of the records (the 100,000-row export). */
export const HALF_YEAR = 2025;
export const SHARED_FILE_KEY = 'attachments/bench/arajanlat.pdf';

const EXTRA_SCHOOL_PATRONS = [
  'Ady Endre',
  'Arany János',
  'Babits Mihály',
  'Bartók Béla',
  'Batthyány Lajos',
  'Bolyai János',
  'Csokonai Vitéz Mihály',
  'Deák Ferenc',
  'Eötvös Loránd',
  'Erkel Ferenc',
  'Görgei Artúr',
  'Hunyadi Mátyás',
  'Irinyi János',
  'Jedlik Ányos',
  'Jókai Mór',
  'József Attila',
  'Kandó Kálmán',
  'Kazinczy Ferenc',
  'Kodály Zoltán',
  'Kölcsey Ferenc',
  'Liszt Ferenc',
  'Madách Imre',
  'Mikszáth Kálmán',
  'Móra Ferenc',
  'Neumann János',
  'Öveges József',
  'Puskás Tivadar',
  'Rákóczi Ferenc',
  'Semmelweis Ignác',
  'Széchenyi István',
  'Szent-Györgyi Albert',
  'Táncsics Mihály',
  'Teleki Pál',
  'Vörösmarty Mihály',
  'Wesselényi Miklós',
  'Zrínyi Ilona',
];
const NOUNS = [
  RARE_SUBJECT_WORD,
  'nyomtatópapír',
  'toner',
  'laptop',
  'projektor',
  'interaktív tábla',
  'irodaszék',
  'íróasztal',
  'szekrény',
  'hegesztőgép',
  'esztergagép',
  'marógép',
  'csavarhúzókészlet',
  'fúrógép',
  'sarokcsiszoló',
  'munkavédelmi kesztyű',
  'védőszemüveg',
  'munkaruha',
  'tisztítószer',
  'fertőtlenítőszer',
  'kazán',
  'radiátor',
  'ablak',
  'ajtó',
  'tetőszerkezet',
  'vizesblokk',
  'villanyhálózat',
  'világítótest',
  'légkondicionáló',
  'szerverszekrény',
  'router',
  'switch',
  'tablet',
  'okostelefon',
  'fényképezőgép',
  'hangfal',
  'mikrofon',
  'kamera',
  'monitor',
  'billentyűzet',
  'egér',
  'szoftverlicenc',
  'vírusirtó',
  'tankönyv',
  'szakkönyv',
  'folyóirat',
  'térkép',
  'földgömb',
  'mikroszkóp',
  'kémcső',
  'vegyszer',
  'laborüveg',
  'tornaszer',
  'labda',
  'tornaszőnyeg',
  'bordásfal',
  'kerékpár',
  'szakácskés',
  'főzőedény',
  'sütő',
  'hűtőszekrény',
  'mosogatógép',
  'kávéfőző',
  'étkezőasztal',
  'szék',
  'függöny',
  'szőnyeg',
  'festék',
  'ecset',
  'vakolat',
  'csempe',
  'padlólap',
  'parketta',
  'zár',
  'kulcsmásolás',
  'riasztórendszer',
  'tűzoltó készülék',
  'elsősegélydoboz',
  'gyógyszer',
  'kötszer',
  'virágföld',
  'fűnyíró',
  'lombfúvó',
  'hólapát',
  'sószóró',
  'kerti pad',
  'kerítés',
  'kapu',
  'parkoló',
  'busz bérlés',
  'tanulmányi kirándulás',
  'versenynevezés',
  'rendezvény',
  'ünnepség',
  'érettségi vizsga',
  'vizsgadíj',
  'tanfolyam',
  'képzés',
  'utazás',
  'szállás',
];
const ADJECTIVES = [
  'Új',
  'Sürgős',
  'Pótlólagos',
  'Éves',
  'Féléves',
  'Negyedéves',
  'Tanműhelyi',
  'Kollégiumi',
  'Tantermi',
  'Irodai',
  'Tornatermi',
  'Konyhai',
  'Laboratóriumi',
  'Könyvtári',
  'Informatikai',
  'Karbantartási',
  'Pályázati',
  'Tavaszi',
  'Őszi',
  'Téli',
];
const ACTIONS = ['beszerzése', 'javítása', 'karbantartása', 'cseréje', 'felújítása'];
const IMPLEMENTERS = ['Kovács és Társa Kft.', 'Debreceni Műszaki Bt.', 'Nyírség Építő Zrt.', 'Hortobágy Kereskedelmi Kft.', 'Szabó Ferenc egyéni vállalkozó'];
const COMMENTS = [
  'Kérem az árajánlat csatolását.',
  'Az árajánlatot csatoltam.',
  'A fedezet rendelkezésre áll.',
  'Kérem a tételek pontosítását.',
  'Egyeztettem a beszállítóval, a szállítás jövő héten várható.',
  'A beszerzés a költségvetésben tervezett.',
];
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

interface TDirectory {
  centreId: number;
  groupIds: Map<string, number>;
  userIds: Map<string, number>;
}

async function directory(db: pg.Client): Promise<TDirectory> {
  const centre = await db.query<{ id: number }>('SELECT id FROM "Institution" WHERE parent_id IS NULL ORDER BY id LIMIT 1');
  const groups = await db.query<{ id: number; name: string }>('SELECT id, name FROM "Group"');
  const users = await db.query<{ id: number; email: string }>('SELECT id, email FROM "User"');
  return {
    centreId: centre.rows[0].id,
    groupIds: new Map(groups.rows.map((g) => [g.name, g.id])),
    userIds: new Map(users.rows.map((u) => [u.email, u.id])),
  };
}

/** 36 extra schools under the centre; every school without a requester or head gets bench users. */
async function createSchools(db: pg.Client, dir: TDirectory): Promise<void> {
  const names = EXTRA_SCHOOL_PATRONS.map((p) => `Demo Szakképzési Centrum ${p} Technikum`);
  await db.query(
    `INSERT INTO "Institution" (name, unit_code, om_code, type, zip_code, city, address_1, parent_id)
     SELECT n, lpad((4 + o)::text, 3, '0'), (203049 + o)::text, 'school', '4025', 'Debrecen', 'Piac utca ' || o || '.', $2
     FROM unnest($1::text[]) WITH ORDINALITY AS t(n, o)`,
    [names, dir.centreId],
  );
  const schools = await db.query<{ id: number; unit_code: string }>('SELECT id, unit_code FROM "Institution" WHERE parent_id = $1 ORDER BY unit_code', [
    dir.centreId,
  ]);
  const covered = await db.query<{ institution_id: number; name: string }>(
    `SELECT u.institution_id, g.name FROM "User" u JOIN "_GroupToUser" gu ON gu."B" = u.id JOIN "Group" g ON g.id = gu."A"
     WHERE g.name IN ('Iskolai igénylők', 'Iskolavezetők') AND u.is_readonly = false`,
  );
  const has = new Set(covered.rows.map((r) => `${r.institution_id}:${r.name}`));
  for (const school of schools.rows) {
    for (const [role, group] of [
      ['igenylo', 'Iskolai igénylők'],
      ['vezeto', 'Iskolavezetők'],
    ] as const) {
      if (has.has(`${school.id}:${group}`)) continue;
      const name = `${role === 'igenylo' ? 'Igénylő' : 'Vezető'} ${school.unit_code}`;
      const user = await db.query<{ id: number }>(`INSERT INTO "User" (name, email, institution_id, is_readonly) VALUES ($1, $2, $3, false) RETURNING id`, [
        name,
        `${role}.${school.unit_code}@bench.etanker.local`,
        school.id,
      ]);
      await db.query('INSERT INTO "_GroupToUser" ("A", "B") VALUES ($1, $2)', [dir.groupIds.get(group), user.rows[0].id]);
      if (role === 'vezeto') await db.query('INSERT INTO "_ManagedInstitutions" ("A", "B") VALUES ($1, $2)', [school.id, user.rows[0].id]);
    }
  }
  // The finance referent checks every school (the referent step resolves to it).
  await db.query(`INSERT INTO "_ManagedInstitutions" ("A", "B") SELECT i.id, $2 FROM "Institution" i WHERE i.parent_id = $1 ON CONFLICT DO NOTHING`, [
    dir.centreId,
    dir.userIds.get('penzugy@etanker.local'),
  ]);
}

/**
 * One row per record to be: school, creator, head, flow, state bucket, step, words, cost, time.
 * Buckets (of 100): 0–7 open (sent back to the creator), 8–19 at the head, 20–34 at the finance
 * referent, 35–44 at the last-but-one step (central finance group; director general for large
 * ones), 45–84 closed positive, 85–94 closed negative, 95–97 rolled back, 98–99 cancelled.
 */
async function planRecords(db: pg.Client, dir: TDirectory): Promise<void> {
  const words = {
    nouns: NOUNS,
    nounsNorm: NOUNS.map(normalizeSearch),
    adjectives: ADJECTIVES,
    adjectivesNorm: ADJECTIVES.map(normalizeSearch),
    actions: ACTIONS,
    actionsNorm: ACTIONS.map(normalizeSearch),
    implementers: IMPLEMENTERS,
    implementersNorm: IMPLEMENTERS.map(normalizeSearch),
  };
  await db.query(`
    CREATE TEMP TABLE school AS
    SELECT row_number() OVER (ORDER BY i.unit_code) - 1 AS idx, i.id,
      (SELECT min(u.id) FROM "User" u JOIN "_GroupToUser" gu ON gu."B" = u.id JOIN "Group" g ON g.id = gu."A"
        WHERE u.institution_id = i.id AND g.name = 'Iskolai igénylők' AND u.is_readonly = false) AS creator_id,
      (SELECT min(m."B") FROM "_ManagedInstitutions" m JOIN "_GroupToUser" gu ON gu."B" = m."B" JOIN "Group" g ON g.id = gu."A"
        WHERE m."A" = i.id AND g.name = 'Iskolavezetők') AS head_id
    FROM "Institution" i WHERE i.parent_id = ${dir.centreId}`);
  await db.query(`
    CREATE TEMP TABLE step AS
    SELECT f.priority > 0 AS large, s.flow_id, s.position, s.id, s.name, s.assignee_user_id, s.assignee_group_id
    FROM "FlowStep" s JOIN "Flow" f ON f.id = s.flow_id WHERE f.module = 'commitments'`);
  await db.query(`
    CREATE TEMP TABLE partner AS
    SELECT row_number() OVER (ORDER BY id) - 1 AS idx, id, name, tax_id FROM "Partner"`);
  await db.query(`
    CREATE TEMP TABLE plan AS
    WITH h AS (
      SELECT n,
        (n * 7919 + 13) % 100 AS bucket,
        (n * 104729 + 7) % 1000003 AS h1,
        (n * 1299709 + 3) % 1000033 AS h2,
        (n * 15485863 + 11) % 1000037 AS h3
      FROM generate_series(1::bigint, ${BENCH_COMMITMENTS}) n
    ), t AS (
      SELECT h.*, (n - 1)::float8 / ${BENCH_COMMITMENTS} AS f,
        CASE WHEN h2 % 20 = 0 THEN ${LARGE_COMMITMENT_LIMIT} + (h3 % 20000) * 1000 ELSE 5000 + (h3 % 2000) * 1000 + (h1 % 1000) END AS cost
      FROM h
    )
    SELECT n, bucket, h1, h2, h3, cost, cost >= ${LARGE_COMMITMENT_LIMIT} AS large,
      (h1 % ${BENCH_SCHOOLS}) AS school_idx,
      CASE
        WHEN f < 0.25 THEN timestamptz '2023-01-02 08:00+00' + (f / 0.25) * interval '729 days'
        WHEN f < 0.75 THEN timestamptz '${HALF_YEAR}-01-01 08:00+00' + ((f - 0.25) / 0.5) * interval '364 days'
        ELSE timestamptz '2026-01-01 08:00+00' + ((f - 0.75) / 0.25) * interval '322 days'
      END AS created_at,
      CASE WHEN bucket < 8 THEN 'open' WHEN bucket < 45 THEN 'under_checking' WHEN bucket < 85 THEN 'closed_positive'
           WHEN bucket < 95 THEN 'closed_negative' WHEN bucket < 98 THEN 'rolled_back' ELSE 'cancelled' END AS state,
      CASE WHEN bucket < 8 THEN 0 WHEN bucket < 20 THEN 1 WHEN bucket < 35 THEN 2 WHEN bucket < 45 THEN 3 END AS step_position,
      CASE WHEN bucket < 8 THEN 2 WHEN bucket < 20 THEN 1 WHEN bucket < 35 THEN 2 WHEN bucket < 45 THEN 3
           WHEN bucket < 85 THEN 4 WHEN bucket < 95 THEN 2 + (h2 % 2) ELSE 4 END AS decisions,
      (h2 % 100) AS noun_idx, (h3 % ${ADJECTIVES.length}) AS adjective_idx, (h1 % ${ACTIONS.length}) AS action_idx,
      h3 % 10 < 7 AS has_partner, (h2 % 3) AS comments, (h3 % 2 = 0) AS has_attachment, 1 + (h1 % 3) AS products
    FROM t`);
  await db.query(
    `
    CREATE TEMP TABLE planned_record AS
    SELECT p.*, (SELECT coalesce(max(id), 0) FROM "Case") + p.n AS id, s.id AS institution_id, s.creator_id, s.head_id,
      'KV/' || extract(year FROM p.created_at AT TIME ZONE 'Europe/Budapest') || '/' ||
        lpad((row_number() OVER (PARTITION BY extract(year FROM p.created_at AT TIME ZONE 'Europe/Budapest') ORDER BY p.n))::text, 5, '0') AS reference_number,
      ($3::text[])[p.adjective_idx + 1] || ' ' || ($1::text[])[p.noun_idx + 1] || ' ' || ($5::text[])[p.action_idx + 1] AS subject,
      ($4::text[])[p.adjective_idx + 1] || ' ' || ($2::text[])[p.noun_idx + 1] || ' ' || ($8::text[])[p.action_idx + 1] AS subject_norm,
      CASE WHEN p.has_partner THEN (SELECT id FROM partner WHERE idx = p.h1 % (SELECT count(*) FROM partner)) END AS partner_id,
      CASE WHEN p.has_partner THEN '' ELSE ($6::text[])[p.h2 % ${IMPLEMENTERS.length} + 1] END AS implementer,
      CASE WHEN p.has_partner THEN '' ELSE ($7::text[])[p.h2 % ${IMPLEMENTERS.length} + 1] END AS implementer_norm
    FROM plan p JOIN school s ON s.idx = p.school_idx`,
    [words.nouns, words.nounsNorm, words.adjectives, words.adjectivesNorm, words.actions, words.implementers, words.implementersNorm, words.actionsNorm],
  );
}

async function insertRecords(db: pg.Client, dir: TDirectory): Promise<void> {
  const referent = dir.userIds.get('penzugy@etanker.local');
  const names = await db.query<{ id: number; name: string }>('SELECT id, name FROM "User"');
  const partners = await db.query<{ id: number; name: string; tax_id: string }>('SELECT id, name, tax_id FROM "Partner"');
  // Search text as refreshSearchText builds it: reference, subject, implementer, partner, tax id, creator.
  await db.query('CREATE TEMP TABLE user_norm AS SELECT * FROM unnest($1::int[], $2::text[]) AS t(id, name_norm)', [
    names.rows.map((u) => u.id),
    names.rows.map((u) => normalizeSearch(u.name)),
  ]);
  await db.query('CREATE TEMP TABLE partner_norm AS SELECT * FROM unnest($1::int[], $2::text[]) AS t(id, text_norm)', [
    partners.rows.map((p) => p.id),
    partners.rows.map((p) => normalizeSearch([p.name, p.tax_id].filter(Boolean).join(' '))),
  ]);
  await db.query(`
    INSERT INTO "Case" (id, module, institution_id, creator_id, reference_number, state, flow_id, current_step_id,
      waiting_for_user_id, waiting_for_group_id, search_text, cancellation_date, closed_at, created_at, updated_at, last_activity_at, version)
    SELECT r.id, 'commitments', r.institution_id, r.creator_id, r.reference_number, r.state,
      first.flow_id, st.id,
      CASE WHEN r.step_position = 0 THEN r.creator_id WHEN r.step_position = 1 THEN r.head_id WHEN r.step_position = 2 THEN ${referent} ELSE st.assignee_user_id END,
      CASE WHEN r.step_position = 3 THEN st.assignee_group_id END,
      lower(r.reference_number) || ' ' || concat_ws(' ', r.subject_norm, nullif(r.implementer_norm, ''), pn.text_norm, un.name_norm),
      CASE WHEN r.state = 'cancelled' THEN (r.created_at + interval '30 days')::date END,
      CASE WHEN r.state LIKE 'closed%' OR r.state IN ('rolled_back', 'cancelled') THEN r.created_at + interval '9 days' END,
      r.created_at, r.created_at + interval '9 days', r.created_at + interval '9 days', r.decisions
    FROM planned_record r
    JOIN step first ON first.large = r.large AND first.position = 0
    LEFT JOIN step st ON st.large = r.large AND st.position = r.step_position
    LEFT JOIN partner_norm pn ON pn.id = r.partner_id
    JOIN user_norm un ON un.id = r.creator_id`);
  await db.query(`SELECT setval(pg_get_serial_sequence('"Case"', 'id'), (SELECT max(id) FROM "Case"))`);
  await db.query(`
    INSERT INTO "Commitment" (id, subject, description, implementer_partner_id, implementer, payment_type, cost, approved_cost,
      vat, vat_cost, net_cost, currency, financial_entry, finalized_at)
    SELECT r.id, r.subject, 'A(z) ' || lower(r.subject) || ' az intézmény éves beszerzési terve szerint.', r.partner_id, r.implementer,
      1 + r.h1 % 3, r.cost, CASE WHEN r.state = 'closed_positive' THEN r.cost END,
      1, round(r.cost * 27 / 127.0, 2), r.cost - round(r.cost * 27 / 127.0, 2), 1,
      CASE WHEN r.bucket >= 35 THEN 1 + r.h3 % 20 END,
      CASE WHEN r.state = 'closed_positive' THEN r.created_at + interval '9 days' END
    FROM planned_record r`);
}

async function insertChildren(db: pg.Client, dir: TDirectory): Promise<void> {
  const referent = dir.userIds.get('penzugy@etanker.local');
  const centralFinance = dir.userIds.get('kozpontipenzugy@etanker.local');
  const director = dir.userIds.get('admin@etanker.local');
  // Decision k of a record: 0 submitted by the creator, 1 the head, 2 the referent, 3 central
  // finance (director general on large ones); the last one of a closed record closes it.
  await db.query(`
    INSERT INTO "Decision" (case_id, user_id, user_name, option_id, step_name, position, decision, decision_label, answers, created_at)
    SELECT r.id, d.user_id, u.name, o.id, st.name, st.position, o.type, o.label, '[]', r.created_at + k * interval '2 days'
    FROM planned_record r
    CROSS JOIN LATERAL generate_series(0, r.decisions - 1) k
    CROSS JOIN LATERAL (SELECT k AS position,
      CASE
        WHEN r.state = 'open' AND k = 1 THEN 'Javításra visszaküldöm'
        WHEN r.state = 'closed_negative' AND k = r.decisions - 1 THEN 'Elutasítom'
        WHEN k = 0 THEN 'Beküldés jóváhagyásra'
        WHEN k = 1 THEN 'Jóváhagyom'
        WHEN k = 2 THEN 'Megfelel'
        WHEN r.large THEN 'Jóváhagyom'
        ELSE 'Ellenjegyzem' END AS label) pick
    JOIN step st ON st.large = r.large AND st.position = pick.position
    JOIN "DecisionOption" o ON o.step_id = st.id AND o.label = pick.label
    CROSS JOIN LATERAL (SELECT CASE pick.position WHEN 0 THEN r.creator_id WHEN 1 THEN r.head_id WHEN 2 THEN ${referent}
      ELSE CASE WHEN r.large THEN ${director} ELSE ${centralFinance} END END AS user_id) d
    JOIN "User" u ON u.id = d.user_id`);
  await db.query(
    `
    INSERT INTO "Comment" (case_id, author_id, author_name, content, private_comment, important, created_at)
    SELECT r.id, a.id, a.name, ($1::text[])[(r.h1 + k) % ${COMMENTS.length} + 1], (r.h3 + k) % 10 = 0, (r.h2 + k) % 25 = 0,
      r.created_at + (k + 1) * interval '1 day'
    FROM planned_record r CROSS JOIN LATERAL generate_series(0, r.comments - 1) k
    JOIN "User" a ON a.id = CASE WHEN k = 0 THEN r.creator_id ELSE ${referent} END`,
    [COMMENTS],
  );
  await db.query(`
    INSERT INTO "Attachment" (case_id, name, file_key, file_name, mime_type, size, uploaded_by_id, uploaded_by, uploaded_at)
    SELECT r.id, 'Árajánlat', '${SHARED_FILE_KEY}', 'arajanlat.pdf', 'application/pdf', ${Buffer.byteLength(PDF)}, u.id, u.name, r.created_at + interval '1 hour'
    FROM planned_record r JOIN "User" u ON u.id = r.creator_id WHERE r.has_attachment`);
  await db.query(
    `
    INSERT INTO "CommitmentProduct" (commitment_id, position, name, quantity, unit, gross_price, vat, net_price, total_price, currency)
    SELECT r.id, k, initcap(($1::text[])[(r.noun_idx + k) % 100 + 1]), 1 + (r.h2 + k) % 5, 'db', p.gross, 1, round(p.gross / 1.27, 2),
      p.gross * (1 + (r.h2 + k) % 5), 1
    FROM planned_record r CROSS JOIN LATERAL generate_series(0, r.products - 1) k
    CROSS JOIN LATERAL (SELECT round(r.cost / r.products / (1 + (r.h2 + k) % 5), 2) AS gross) p`,
    [NOUNS],
  );
  const next = await db.query<{ year: number; last: number }>(`
    SELECT extract(year FROM created_at AT TIME ZONE 'Europe/Budapest')::int AS year, count(*)::int AS last FROM planned_record GROUP BY 1`);
  for (const row of next.rows) {
    await db.query(
      `INSERT INTO "ReferenceCounter" (module, year, last) VALUES ('commitments', $1, $2) ON CONFLICT (module, year) DO UPDATE SET last = EXCLUDED.last`,
      [row.year, row.last],
    );
  }
}

export async function generateBenchData(url: string, options: { dataDir: string; log: (line: string) => void }): Promise<void> {
  const sharedFile = path.join(options.dataDir, 'files', SHARED_FILE_KEY);
  fs.mkdirSync(path.dirname(sharedFile), { recursive: true });
  fs.writeFileSync(sharedFile, PDF);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const step = async (label: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    options.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    // A bulk load: the commit does not need to wait for the disk.
    await db.query('SET synchronous_commit = off');
    await db.query(`SET work_mem = '64MB'`);
    await db.query(`SET maintenance_work_mem = '256MB'`);
    await db.query('BEGIN');
    const dir = await directory(db);
    await step('intézmények és felhasználók', () => createSchools(db, dir));
    await step('terv', () => planRecords(db, dir));
    await step(`${BENCH_COMMITMENTS} kötelezettségvállalás`, () => insertRecords(db, dir));
    await step('döntések, megjegyzések, mellékletek, tételek', () => insertChildren(db, dir));
    await step('pénzügyi keret, számlák, keretmódosítások', () => generateBudgetData(db, HALF_YEAR));
    await step('termek és teremfoglalások', () => generateRoomData(db));
    await step('gépjárművek és gépjárműigények', () => generateCarData(db));
    await step('dolgozók, távollétek, szabadságok, munkába járás', () => generateHrData(db));
    await step('a többi modul demó rekordjainak másolatai', () => generateCopies(db, options.log));
    await db.query('COMMIT');
    // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans need.
    await step('VACUUM ANALYZE', async () => void (await db.query('VACUUM ANALYZE')));
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.argv[2];
  if (!url) throw new Error('Használat: npx tsx scripts/bench/generate.ts <adatbázis URL>');
  await generateBenchData(url, { dataDir: path.resolve('.data/bench'), log: console.log });
}
