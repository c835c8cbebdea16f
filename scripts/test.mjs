// `npm test`: type-checks server and client, builds the client when stale (browser tests load
// it), runs every vitest project, and ends with the plain 'N passed, N failed' line.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureClientBuilt, repoRoot } from './start.mjs';

for (const project of ['server', 'client']) {
  console.log(`Típusellenőrzés: ${project}`);
  try {
    execFileSync('npx', ['tsc', '-p', project], { cwd: repoRoot, stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
ensureClientBuilt();

const report = path.join(repoRoot, 'test-artifacts/vitest.json');
fs.rmSync(report, { force: true });
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)];
const child = spawn('npx', args, { cwd: repoRoot, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  let failed = false;
  if (fs.existsSync(report)) {
    const { numPassedTests, numFailedTests, numPendingTests, success } = JSON.parse(fs.readFileSync(report, 'utf8'));
    console.log(`${numPassedTests} passed, ${numFailedTests} failed${numPendingTests ? `, ${numPendingTests} skipped` : ''}`);
    failed = numFailedTests > 0 || success === false;
  }
  // The report decides as well: a failed test never ends in exit code 0.
  process.exit(failed ? 1 : (code ?? (signal ? 1 : 0)));
});
