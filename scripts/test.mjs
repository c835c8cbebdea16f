// `npm test`: type-checks server and client, builds the client when stale (browser tests load
// it), then runs every vitest project.
import { execFileSync } from 'node:child_process';
import { ensureClientBuilt, repoRoot, runForwarding } from './start.mjs';

for (const project of ['server', 'client']) {
  console.log(`Típusellenőrzés: ${project}`);
  try {
    execFileSync('npx', ['tsc', '-p', project], { cwd: repoRoot, stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
ensureClientBuilt();
runForwarding('npx', ['vitest', 'run', ...process.argv.slice(2)]);
