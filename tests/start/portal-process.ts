// The portal as `npm start` runs it (node scripts/start.mjs, the embedded PostgreSQL: no
// DATABASE_URL), on a free port, with its output kept; and the PostgreSQL processes of a cluster.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../server/src/db/schema-engine.ts';
import { freePort, waitForHttp } from '../../scripts/bench/server.ts';

export interface TPortal {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** The server process (node server/dist/main.mjs), the child of scripts/start.mjs. */
  serverPid: () => number;
  exited: Promise<number | null>;
}

export function spawnPortal(dataDir: string, port: number, env: Record<string, string> = {}): TPortal {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const serverPid = () => Number(fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ')[0]);
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, serverPid, exited };
}

export async function startPortal(dataDir: string, env: Record<string, string> = {}): Promise<TPortal> {
  const portal = spawnPortal(dataDir, await freePort(), env);
  // A first start (embedded PostgreSQL's initdb, demo data) on a loaded 2-core machine took 105 s.
  await waitForHttp(`${portal.url}/belepes.html`, portal.child, 150_000).catch(async (error: Error) => {
    // Not left running (with its PostgreSQL) when the test gives up on it.
    portal.child.kill('SIGTERM');
    await portal.exited;
    throw new Error(`${error.message}\n${portal.output()}`);
  });
  return portal;
}

/** The running postgres processes whose working directory (PostgreSQL changes into its data folder) is `cluster`. */
export function postgresProcessesOf(cluster: string): number[] {
  const target = fs.realpathSync(cluster);
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' && fs.realpathSync(`/proc/${pid}/cwd`) === target;
      } catch {
        return false;
      }
    });
}

export const clusterOf = (dataDir: string) => fs.realpathSync(path.join(dataDir, 'postgres'));

export async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}
