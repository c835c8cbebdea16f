// Issue 12's absence figure: the HR month grid (naptar/) of one institution with 2,000 employees
// and 20,000 absences over 2026, asked by that school's requester at one connection (target p50
// ≤ 20 ms). Its own database (BENCH_ABSENCE_DATABASE, default etanker_bench_absences), built
// once: migrations, reference and demo data, then the generated people and absences in SQL.
// Run: DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/absence-calendar.ts [--fresh]
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations } from '../../server/src/db/schema-engine.ts';
import { createPrisma } from '../../server/src/db/client.ts';
import { seedReferenceData } from '../../prisma/seed/reference.ts';
import { seedDemoData } from '../../prisma/seed/demo.ts';
import { withDatabase } from './database.ts';
import { startBenchServer } from './server.ts';
import { getJson, login } from './http.ts';
import { httpLoad } from './load.ts';

const DATABASE = process.env.BENCH_ABSENCE_DATABASE ?? 'etanker_bench_absences';
const EMPLOYEES = 2000;
const ABSENCES = 20_000;
const MONTH = { year: 2026, month: 3 };
const SCHOOL_USER = 'igenylo.a@etanker.local';
const MARKER = `absences:${EMPLOYEES}:${ABSENCES}`;

const log = (line: string) => console.log(line);

/** 2,000 employees of school 001 and 20,000 absences of theirs over 2026 (one to five days, mostly approved). */
async function generate(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const school = (await client.query<{ id: number }>(`SELECT id FROM "Institution" WHERE unit_code = '001'`)).rows[0].id;
    const creator = (await client.query<{ id: number }>(`SELECT id FROM "User" WHERE email = $1`, [SCHOOL_USER])).rows[0].id;
    await client.query(
      `INSERT INTO "User" (name, email, institution_id) SELECT 'Dolgozó ' || lpad(g::text, 4, '0'), 'bench' || g || '@absence.bench', $1 FROM generate_series(1, $2::int) g`,
      [school, EMPLOYEES],
    );
    await client.query(
      `INSERT INTO "Employment" (user_id, institution_id, start_date) SELECT id, $1, DATE '2020-09-01' FROM "User" WHERE email LIKE '%@absence.bench'`,
      [school],
    );
    await client.query(
      `INSERT INTO "Case" (module, institution_id, creator_id, reference_number, state)
       SELECT 'absences', $1, $2, 'TJB/' || g, (ARRAY['closed_positive','closed_positive','closed_positive','closed_positive','closed_positive','closed_positive','closed_positive','pending','under_checking','closed_negative'])[1 + g % 10]
       FROM generate_series(1, $3::int) g`,
      [school, creator, ABSENCES],
    );
    await client.query(
      `WITH people AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM "User" WHERE email LIKE '%@absence.bench'),
            cases AS (SELECT id, substring(reference_number FROM 5)::int AS g FROM "Case" WHERE reference_number LIKE 'TJB/%')
       INSERT INTO "Absence" (id, user_id, reason, start_date, end_date)
       SELECT c.id, p.id, 1 + c.g % 12, DATE '2026-01-01' + (c.g * 37) % 360, DATE '2026-01-01' + (c.g * 37) % 360 + c.g % 5
       FROM cases c JOIN people p ON p.n = c.g % $1`,
      [EMPLOYEES],
    );
    await client.query(`INSERT INTO "Setting" ("group", key, value) VALUES ('bench', 'absences', $1)`, [JSON.stringify(MARKER)]);
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

async function ensureDatabase(serverUrl: string, fresh: boolean): Promise<string> {
  const url = withDatabase(serverUrl, DATABASE);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE])).rowCount === 1;
    if (exists && !fresh) {
      const probe = new pg.Client({ connectionString: url });
      await probe.connect();
      const marker = await probe.query<{ value: unknown }>(`SELECT value FROM "Setting" WHERE "group" = 'bench' AND key = 'absences'`).then(
        (r) => r.rows[0]?.value,
        () => null,
      );
      await probe.end();
      if (marker === MARKER) return url;
    }
    if (exists) await admin.query(`DROP DATABASE "${DATABASE}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${DATABASE}"`);
  } finally {
    await admin.end();
  }
  log(`Adatbázis: ${DATABASE} építése…`);
  await applyMigrations(url);
  const prisma = createPrisma(url, 2);
  try {
    await seedReferenceData(prisma);
    await seedDemoData(prisma, { password: 'etanker' });
  } finally {
    await prisma.$disconnect();
  }
  await generate(url);
  return url;
}

const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const url = await ensureDatabase(withDatabase(serverUrl, 'postgres'), process.argv.includes('--fresh'));
const server = await startBenchServer({ databaseUrl: url, dataDir: path.join(os.tmpdir(), 'etanker-bench-absences'), log });
try {
  const token = await login(server.baseUrl, SCHOOL_USER);
  const query = `/api/hr/tavolletjelento/naptar/?year=${MONTH.year}&month=${MONTH.month}`;
  const answer = await getJson<{ users: unknown[]; absences: unknown[] }>(server.baseUrl, query, token);
  log(`${query}: ${answer.users.length} dolgozó, ${answer.absences.length} bejegyzés, ${JSON.stringify(answer).length} bájt`);
  const figure = await httpLoad({ url: `${server.baseUrl}${query}`, token, connections: 1, seconds: 10 });
  log(`1 kapcsolat, 10 s: p50 ${figure.p50} ms, p99 ${figure.p99} ms, ${figure.rps.toFixed(1)} kérés/s, hibák: ${figure.failures} (cél: p50 ≤ 20 ms)`);
} finally {
  await server.stop();
}
process.exit(0);
