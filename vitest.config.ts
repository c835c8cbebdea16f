import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Test files under `dir` whose text holds `marker`: found, not listed, so a new mocking file cannot share a worker by mistake. */
function filesContaining(dir: string, name: RegExp, marker: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map((file) => path.join(dir, String(file)))
    .filter((file) => name.test(file) && fs.readFileSync(file, 'utf8').includes(marker));
}

// Server and browser tests share one PostgreSQL: each test file clones its own database from a
// template built once per run (tests/helpers/global-setup.ts). Two workers on two cores.
// A test file that owns its server, database, services (and Chromium) and keeps no state in
// modules shares its worker's loaded modules with the next file (`isolate: false`): loading the
// server's module graph, or jsdom with React and Mantine, again for every file was most of the
// run's time (DESIGN.md "Test run time"). Files that mock modules (vi.mock), count their process's
// Chromium children (the PDF renderer) or start the portal as a process run isolated, in the
// `…:alone` projects: the server's listed here, the client's found by their `vi.mock(`.
const SERVER_ALONE = ['server/src/pdf/renderer.test.ts', 'tests/start/**/*.test.ts'];
const CLIENT_ALONE = filesContaining('client/src', /\.test\.tsx?$/, 'vi.mock(');
const SERVER_FILES = ['tests/**/*.test.ts', 'server/src/**/*.test.ts', 'shared/src/**/*.test.ts'];
const CLIENT_FILES = ['client/src/**/*.test.{ts,tsx}'];
const server = { environment: 'node', globalSetup: ['tests/helpers/global-setup.ts'], setupFiles: ['tests/helpers/file-end.setup.ts'] } as const;

export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { ...server, name: 'server', isolate: false, include: SERVER_FILES, exclude: ['tests/e2e/**', ...SERVER_ALONE] } },
      { extends: true, test: { ...server, name: 'server:alone', include: SERVER_ALONE } },
      { extends: true, test: { name: 'client', environment: 'jsdom', isolate: false, include: CLIENT_FILES, exclude: CLIENT_ALONE } },
      { extends: true, test: { name: 'client:alone', environment: 'jsdom', include: CLIENT_ALONE } },
      {
        extends: true,
        test: { ...server, name: 'e2e', isolate: false, include: ['tests/e2e/**/*.test.ts'], fileParallelism: false },
      },
    ],
  },
});
