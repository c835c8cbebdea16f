// The benchmark database (`etanker_bench`, or BENCH_DATABASE when several checkouts share one
// PostgreSQL): created once (migrations, reference and demo data, then the generator) and reused
// while its marker matches the migrations and the generated volume; `--fresh` rebuilds it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, migrationsDir } from '../../server/src/db/schema-engine.ts';
import { createPrisma } from '../../server/src/db/client.ts';
import { seedReferenceData } from '../../prisma/seed/reference.ts';
import { seedDemoData } from '../../prisma/seed/demo.ts';
import { BENCH_COMMITMENTS, generateBenchData } from './generate.ts';
import { BENCH_ROOM_PLAN } from './generate-rooms.ts';
import { BENCH_CAR_PLAN } from './generate-cars.ts';
import { BENCH_BUDGET_PLAN } from './generate-budgets.ts';
import { BENCH_HR_PLAN } from './generate-hr.ts';
import { BENCH_COPY_PLAN } from './generate-copies.ts';

export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'etanker_bench';
const MARKER = { group: 'bench', key: 'generated' };

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The migrations the data was generated on: a changed schema means regenerating. */
function migrationsFingerprint(): string {
  const hash = crypto.createHash('sha1');
  for (const f of fs.readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const p = path.join(migrationsDir, f);
    if (fs.statSync(p).isFile()) hash.update(f).update(fs.readFileSync(p));
  }
  return hash.digest('hex').slice(0, 12);
}

async function markerMatches(url: string, fingerprint: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{
      value: { fingerprint?: string; commitments?: number; room_plan?: string; car_plan?: string; budget_plan?: string; hr_plan?: string; copy_plan?: string };
    }>('SELECT value FROM "Setting" WHERE "group" = $1 AND key = $2', [MARKER.group, MARKER.key]);
    const value = found.rows[0]?.value;
    return (
      value?.fingerprint === fingerprint &&
      value.commitments === BENCH_COMMITMENTS &&
      value.room_plan === BENCH_ROOM_PLAN &&
      value.car_plan === BENCH_CAR_PLAN &&
      value.budget_plan === BENCH_BUDGET_PLAN &&
      value.hr_plan === BENCH_HR_PLAN &&
      value.copy_plan === BENCH_COPY_PLAN
    );
  } catch {
    return false; // no tables yet: an interrupted build
  } finally {
    await client.end();
  }
}

/** Returns the bench database's URL, building it when missing, stale or `fresh` is asked. */
export async function ensureBenchDatabase(serverUrl: string, options: { fresh: boolean; dataDir: string; log: (line: string) => void }): Promise<string> {
  const url = withDatabase(serverUrl, BENCH_DATABASE);
  const fingerprint = migrationsFingerprint();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE])).rowCount === 1;
    if (exists && !options.fresh && (await markerMatches(url, fingerprint))) {
      options.log(`Adatbázis: ${BENCH_DATABASE} már tartalmazza a generált adatokat (--fresh újraépíti).`);
      return url;
    }
    if (exists) await admin.query(`DROP DATABASE "${BENCH_DATABASE}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${BENCH_DATABASE}"`);
  } finally {
    await admin.end();
  }

  options.log(`Adatbázis: ${BENCH_DATABASE} építése (migrációk, törzs- és demó adatok, generálás)…`);
  await applyMigrations(url);
  const prisma = createPrisma(url, 2);
  try {
    await seedReferenceData(prisma);
    await seedDemoData(prisma, { password: 'etanker' });
  } finally {
    await prisma.$disconnect();
  }
  const started = performance.now();
  await generateBenchData(url, { dataDir: options.dataDir, log: options.log });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const value = {
      fingerprint,
      commitments: BENCH_COMMITMENTS,
      room_plan: BENCH_ROOM_PLAN,
      car_plan: BENCH_CAR_PLAN,
      budget_plan: BENCH_BUDGET_PLAN,
      hr_plan: BENCH_HR_PLAN,
      copy_plan: BENCH_COPY_PLAN,
      generated_at: new Date().toISOString(),
    };
    await client.query('INSERT INTO "Setting" ("group", key, value) VALUES ($1, $2, $3)', [MARKER.group, MARKER.key, JSON.stringify(value)]);
  } finally {
    await client.end();
  }
  options.log(`Generálás kész: ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return url;
}
