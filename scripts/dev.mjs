// `npm run dev`: the server under `tsx watch` (port 3000) and Vite's dev server with hot reload,
// which proxies /api and /trpc to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './start.mjs';
import { writeRegistry } from './module-registry.mjs';

// A module folder added while this runs needs a restart: the registry is written once, here.
writeRegistry();

const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: path.join(repoRoot, 'client'), stdio: 'inherit' }),
];

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
