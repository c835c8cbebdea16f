// Issue 10: the embedded PostgreSQL's port is not fixed: two DATA_DIRs run side by side on
// different ports, each remembered in its DATA_DIR; EMBEDDED_PG_PORT chooses it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres, type TEmbedded } from '../../server/src/db/embedded.ts';
import { freePort } from '../../scripts/bench/server.ts';

// mkdtemp's 700 would shut PostgreSQL's OS user out (private-folder.test.ts covers that).
const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-port-'))).map((dir) => (fs.chmodSync(dir, 0o755), dir));
const started: TEmbedded[] = [];

afterAll(async () => {
  for (const db of started) await db.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
  await client.end();
  return rows[0].one === 1;
}

it('two DATA_DIRs get two ports, each remembered in its DATA_DIR and reused on the next start', { timeout: 60_000 }, async () => {
  const [a, b] = await Promise.all(dirs.map((dataDir) => startEmbeddedPostgres({ dataDir })));
  started.push(a, b);
  expect(a.port).not.toBe(b.port);
  expect(await answers(a.url)).toBe(true);
  expect(await answers(b.url)).toBe(true);
  expect(Number(fs.readFileSync(path.join(dirs[0], 'postgres.port'), 'utf8'))).toBe(a.port);
  expect(Number(fs.readFileSync(path.join(dirs[1], 'postgres.port'), 'utf8'))).toBe(b.port);

  await a.stop();
  const again = await startEmbeddedPostgres({ dataDir: dirs[0] });
  started.push(again);
  expect(again.port).toBe(a.port);

  await again.stop();
  const chosen = await freePort();
  const configured = await startEmbeddedPostgres({ dataDir: dirs[0], port: chosen });
  started.push(configured);
  expect(configured.port).toBe(chosen);
  expect(await answers(configured.url)).toBe(true);
});
