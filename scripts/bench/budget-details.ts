// A financial budget's details (GET /api/penzugy/penzugyi-keretek/{id}/: SQL sums, linked
// commitments, change requests) with 5,000 linked commitments and 4,000 invoices, one request at a
// time: p50 and p95 of the service time (Fastify's inject, no network). Runs on a scratch copy of a
// seeded database (BENCH_TEMPLATE, read only), dropped afterwards:
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test BENCH_TEMPLATE=<seeded db> npx tsx scripts/bench/budget-details.ts
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/src/config.ts';
import { buildApp } from '../../server/src/app.ts';
import { createServices } from '../../server/src/create-services.ts';
import { createPrisma } from '../../server/src/db/client.ts';

const COMMITMENTS = 5000;
const RUNS = 200;
/** Buckets of 10: 0–5 approved (0–4 invoiced), 6–7 in the flow, 8 rejected, 9 a draft. */
const STATE_SQL = `CASE WHEN k % 10 < 6 THEN 'closed_positive' WHEN k % 10 < 8 THEN 'under_checking' WHEN k % 10 = 8 THEN 'closed_negative' ELSE 'open' END`;

async function generate(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ id: number; institution_id: number; creator_id: number }>(`
    SELECT b.id, b.institution_id, (SELECT id FROM "User" WHERE email = 'igenylo.a@etanker.local') AS creator_id
    FROM "FinancialBudget" b JOIN "Institution" i ON i.id = b.institution_id WHERE i.unit_code = '001' AND b.type = 1 ORDER BY b.id LIMIT 1`);
  const budget = rows[0];
  await db.query('BEGIN');
  await db.query(
    `WITH made AS (
       INSERT INTO "Case" (module, institution_id, creator_id, state, reference_number, title)
       SELECT 'commitments', $1, $2, ${STATE_SQL}, 'KV/2026/' || lpad(k::text, 5, '0'), 'Bench ' || k
       FROM generate_series(1, ${COMMITMENTS}) k RETURNING id, title)
     INSERT INTO "Commitment" (id, subject, cost, approved_cost, financial_budget_id)
     SELECT id, title, 10000 + (id % 997) * 13.37, CASE WHEN id % 3 = 0 THEN 9000 + (id % 991) ELSE NULL END, $3 FROM made`,
    [budget.institution_id, budget.creator_id, budget.id],
  );
  await db.query(
    `WITH c AS (
       SELECT m.id, row_number() OVER (ORDER BY m.id) AS n FROM "Commitment" m JOIN "Case" k ON k.id = m.id
       WHERE m.financial_budget_id = $1 AND k.state = 'closed_positive'),
     made AS (
       INSERT INTO "Case" (module, institution_id, creator_id, state, title)
       SELECT 'invoices', $2, $3, CASE WHEN c.n % 17 = 0 THEN 'rolled_back' ELSE 'closed_positive' END, c.id::text
       FROM c CROSS JOIN generate_series(1, 2) j WHERE c.n % 6 <> 0 RETURNING id, title)
     INSERT INTO "Invoice" (id, commitment_id, invoice_number, amount) SELECT id, title::int, 'SZ-' || id, 4000 + id % 500 FROM made`,
    [budget.id, budget.institution_id, budget.creator_id],
  );
  await db.query('COMMIT');
  await db.query('ANALYZE');
  return budget.id;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  const template = process.env.BENCH_TEMPLATE;
  if (!adminUrl || !template) throw new Error('DATABASE_URL és BENCH_TEMPLATE szükséges.');
  const name = `etanker_bench_budget_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-bench-'));
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const prisma = createPrisma(url.toString(), 4);
  try {
    const id = await generate(db);
    const config = loadConfig({
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(createServices(config, prisma, url.toString()));
    const login = await app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: { email: 'penzugy@etanker.local', password: 'etanker' } });
    const headers = { authorization: `Token ${login.json<{ key: string }>().key}` };
    const get = () => app.inject({ method: 'GET', url: `/api/penzugy/penzugyi-keretek/${id}/`, headers });
    const first = await get();
    const body = first.json<{ commitments: unknown[]; sums: object }>();
    console.log(
      `válasz: ${first.statusCode}, ${body.commitments.length} kötelezettségvállalás, ${(first.body.length / 1024).toFixed(0)} KB, összegek: ${JSON.stringify(body.sums)}`,
    );
    for (let i = 0; i < 20; i++) await get();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = process.hrtime.bigint();
      await get();
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    console.log(`pénzügyi keret részletei, 1 kapcsolat, ${RUNS} kérés: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
    await app.close();
  } finally {
    await prisma.$disconnect();
    await db.end();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
