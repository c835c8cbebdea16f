// `npm start`: writes the module registry (module-registry.mjs), builds the client when
// client/dist is missing or older than its sources and the server bundle likewise
// (server-build.mjs), then runs the server (stdio inherited, signals forwarded so the embedded
// PostgreSQL stops cleanly).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeRegistry } from './module-registry.mjs';
import { ensureServerBuilt } from './server-build.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(repoRoot, 'client');
const CLIENT_INPUTS = ['src', 'index.html', 'vite.config.ts', 'vite', 'package.json', 'public'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { recursive: true })) {
    newest = Math.max(newest, fs.statSync(path.join(target, String(entry))).mtimeMs);
  }
  return newest;
}

/** client/dist is newer than every client source (and the shared code it bundles). */
export function clientBuildIsFresh() {
  const builtIndex = path.join(clientDir, 'dist/index.html');
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...CLIENT_INPUTS.map((p) => newestMtime(path.join(clientDir, p))), newestMtime(path.join(repoRoot, 'shared/src')));
  return builtAt >= sourcesAt;
}

/** The production build of the client (React's production bundle even under vitest's NODE_ENV=test). */
export const CLIENT_BUILD = {
  command: 'npx',
  args: ['vite', 'build', '--logLevel', 'warn'],
  options: { cwd: clientDir, env: { ...process.env, NODE_ENV: 'production' } },
};

export function ensureClientBuilt() {
  if (clientBuildIsFresh()) return;
  console.log('A kliens fordítása (vite build)…');
  // A build started from the browser tests inherits vitest's NODE_ENV=test, which gives React's
  // development bundle (twice the size); what ships is always the production one.
  const result = spawnSync(CLIENT_BUILD.command, CLIENT_BUILD.args, { ...CLIENT_BUILD.options, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Runs a child with inherited stdio, forwards SIGINT/SIGTERM, exits with its code. The IPC channel
 * carries no messages: when this process is killed it closes, and the server stops (and stops its
 * embedded PostgreSQL) instead of running on unseen.
 */
export function runForwarding(command, args, options = {}) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

/** How the server process runs (npm start, the benchmarks): the bundle ensureServerBuilt made. */
export const SERVER_ARGS = [
  // Prisma's query compiler is WebAssembly compiled once per query shape, then cached: the
  // baseline compiler alone keeps ~15 MB less code resident at no measurable cost per request.
  '--liftoff-only',
  // V8 lets the old generation grow up to ~4x before a full collection; an export's batches
  // survive into it, so 100,000 rows raised the peak by ~90 MB. 25 % growth steps keep that
  // peak ~20 MB above idle (DESIGN.md §11, memory).
  '--heap-growing-percent=25',
  'server/dist/main.mjs',
];
// glibc gives each thread that allocates its own malloc arena and keeps their freed memory: two
// arenas hold the server's idle resident memory ~40 MB lower with no measurable cost in speed.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeRegistry();
  ensureClientBuilt();
  await ensureServerBuilt();
  runForwarding(process.execPath, SERVER_ARGS, { env: { ...SERVER_ENV, ...process.env } });
}
