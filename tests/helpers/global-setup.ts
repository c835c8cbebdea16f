// Once per test run: find a PostgreSQL server (DATABASE_URL, else embedded), build a template
// database (migrations + reference + demo data) that every test file clones in ~100 ms.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations, migrationsDir, repoRoot } from '../../server/src/db/schema-engine.ts';
import { startEmbeddedPostgres } from '../../server/src/db/embedded.ts';
import { createPrisma } from '../../server/src/db/client.ts';
import { seedReferenceData } from '../../prisma/seed/reference.ts';
import { seedDemoData } from '../../prisma/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplateUrl: string;
  }
}

function fingerprint(): string {
  const hash = crypto.createHash('sha1');
  const seedDir = path.join(repoRoot, 'prisma/seed');
  // The modules' own demo data and flows are seeded into the template too.
  const modulesDir = path.join(repoRoot, 'server/src/modules');
  const seeded = (f: string) => /(demo|flow)[^/]*\.tsx?$/.test(f);
  for (const [dir, wanted] of [
    [migrationsDir, () => true],
    [seedDir, () => true],
    [modulesDir, seeded],
  ] as const) {
    for (const f of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
      const p = path.join(dir, f);
      if (wanted(f) && fs.statSync(p).isFile()) hash.update(f).update(fs.readFileSync(p));
    }
  }
  return hash.digest('hex').slice(0, 10);
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.DATABASE_URL;
  let stop = async () => undefined as void;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(repoRoot, '.data/test') });
    serverUrl = embedded.url;
    stop = embedded.stop;
  }
  const name = `etanker_tpl_${fingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const templateUrl = withDatabase(serverUrl, name);
  // Engineers' and CI's runs share the server: one builds the template while the others wait on
  // the lock, then find it built. A `_building` left by a killed run is nobody's under the lock.
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}_building"`);
      await admin.query(`CREATE DATABASE "${name}_building"`);
      const buildingUrl = withDatabase(serverUrl, `${name}_building`);
      await applyMigrations(buildingUrl);
      const prisma = createPrisma(buildingUrl, 2);
      await seedReferenceData(prisma);
      await seedDemoData(prisma, { password: 'etanker' });
      await prisma.$disconnect();
      await admin.query(`ALTER DATABASE "${name}_building" RENAME TO "${name}"`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  }
  await admin.end();
  project.provide('dbTemplateUrl', templateUrl);
  return stop;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
