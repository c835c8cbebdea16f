// `npm test`: writes the module registry, then the checks in two lanes, one a core (the
// server's type check alone is as long as all the others): style (prettier), lint
// (typescript-eslint), layering (dependency-cruiser), the client's type check and its build
// (browser tests load it). Then the server and client tests, then the browser tests on their own
// (two Chromiums and a server under load beside other test files make them slow and flaky). Each
// step prints its seconds; it ends with the plain 'N passed, N failed' line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_BUILD, clientBuildIsFresh, repoRoot } from './start.mjs';
import { writeRegistry } from './module-registry.mjs';

// The generated module registry first: lint, type checks and tests import it.
writeRegistry();

const npx = (...args) => ({ command: 'npx', args, options: { cwd: repoRoot } });
const depcruise = ['depcruise', 'server/src', 'client/src', 'shared/src', 'scripts', 'tests', 'prisma/seed'];
const lanes = [
  [['Típusellenőrzés: server', npx('tsc', '-p', 'server')]],
  [
    ['Formázás (prettier)', npx('prettier', '--check', '--log-level', 'warn', '.')],
    ['Lint (eslint)', npx('eslint', '.')],
    ['Rétegek (dependency-cruiser)', npx(...depcruise, '--config', '.dependency-cruiser.cjs', '--output-type', 'err')],
    ['Típusellenőrzés: client', npx('tsc', '-p', 'client')],
    ...(clientBuildIsFresh() ? [] : [['A kliens fordítása (vite build)', CLIENT_BUILD]]),
  ],
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step with its output held back (lanes would interleave it); answers whether it passed. */
function step(label, { command, args, options }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`${label}: ${code === 0 ? 'rendben' : 'HIBA'} (${seconds(started)})`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

/** A lane stops at its first failure; the other lane finishes its step. */
async function runLane(lane) {
  for (const [label, command] of lane) if (!(await step(label, command))) return false;
  return true;
}

const checksStarted = performance.now();
const lanesPassed = await Promise.all(lanes.map(runLane));
console.log(`Ellenőrzések összesen: ${seconds(checksStarted)}`);
if (lanesPassed.includes(false)) process.exit(1);

const extra = process.argv.slice(2);
const runs = extra.length
  ? [extra]
  : [
      ['--project', 'server', '--project', 'server:alone', '--project', 'client', '--project', 'client:alone'],
      ['--project', 'e2e'],
    ];
let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
for (const [index, args] of runs.entries()) {
  const report = path.join(repoRoot, `test-artifacts/vitest-${index}.json`);
  fs.rmSync(report, { force: true });
  const started = performance.now();
  const code = await new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    child.on('close', resolve);
  });
  console.log(`Tesztek (${args.join(' ')}): ${seconds(started)}`);
  if (code !== 0) exitCode = 1;
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
