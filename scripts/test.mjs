// `npm test`: writes the module registry, checks the style (prettier), lint (typescript-eslint) and layering
// (dependency-cruiser), type-checks server and client, builds the client when stale (browser
// tests load it), runs the server and client tests, then the browser tests on their own (two
// Chromiums and a server under load beside other test files make them slow and flaky), and ends
// with the plain 'N passed, N failed' line.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureClientBuilt, repoRoot } from './start.mjs';
import { writeRegistry } from './module-registry.mjs';

// The generated module registry first: lint, type checks and tests import it.
writeRegistry();

const checks = [
  ['Formázás (prettier)', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['Lint (eslint)', ['eslint', '.']],
  [
    'Rétegek (dependency-cruiser)',
    ['depcruise', 'server/src', 'client/src', 'shared/src', 'scripts', 'tests', 'prisma/seed', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
  ],
];
for (const [label, args] of checks) {
  console.log(label);
  try {
    execFileSync('npx', args, { cwd: repoRoot, stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
for (const project of ['server', 'client']) {
  console.log(`Típusellenőrzés: ${project}`);
  try {
    execFileSync('npx', ['tsc', '-p', project], { cwd: repoRoot, stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
ensureClientBuilt();

const extra = process.argv.slice(2);
const runs = extra.length
  ? [extra]
  : [
      ['--project', 'server', '--project', 'client'],
      ['--project', 'e2e'],
    ];
let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
for (const [index, args] of runs.entries()) {
  const report = path.join(repoRoot, `test-artifacts/vitest-${index}.json`);
  fs.rmSync(report, { force: true });
  const result = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) exitCode = 1;
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    skipped += summary.numPendingTests;
    if (summary.numFailedTests > 0 || summary.success === false) exitCode = 1;
  } else {
    exitCode = 1;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(exitCode);
