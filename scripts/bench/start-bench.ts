// Issue 2's start-up figure: `npm start` (node scripts/start.mjs) on an existing embedded
// database, from spawn until GET /belepes.html answers 200. A first, untimed start creates it.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../server/src/db/schema-engine.ts';
import { freePort, stopChild, waitForHttp } from './server.ts';

const EMBEDDED_PORT = 54329;

const TIMED_STARTS = 3;

export interface TStartFigure {
  first_start_ms: number;
  /** The median of the timed starts. */
  ready_ms: number;
  runs_ms: number[];
}

async function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: repoRoot, env, stdio: 'ignore' });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/belepes.html`, child, 180_000);
    return performance.now() - started;
  } finally {
    await stopChild(child);
  }
}

/** Null when the embedded PostgreSQL's port is taken (another `npm start` runs). */
export async function benchStart(): Promise<TStartFigure | null> {
  if (await portTaken(EMBEDDED_PORT)) return null;
  const dataDir = path.join(repoRoot, '.data/bench-start');
  const first = await timedStart(dataDir);
  const runs: number[] = [];
  for (let i = 0; i < TIMED_STARTS; i++) runs.push(await timedStart(dataDir));
  return { first_start_ms: first, ready_ms: [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)], runs_ms: runs };
}
