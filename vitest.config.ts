import { defineConfig } from 'vitest/config';

// Server and browser tests share one PostgreSQL: each test file clones its own database from a
// template built once per run (tests/helpers/global-setup.ts). Two workers on two cores.
// A browser test file owns its server, database, services and Chromium (tests/helpers/server.ts)
// and keeps no state in modules, so its worker keeps the loaded modules for the next file
// (`isolate: false`): loading the server's module graph again was much of a file's time. Server
// files stay isolated: some count their process's Chromium children (the PDF renderer) or mock
// modules, and a shared worker would hand them another file's leftovers. The client's files mock
// modules (vi.mock) and stay isolated too.
export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/**/*.test.ts', 'server/src/**/*.test.ts', 'shared/src/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          globalSetup: ['tests/helpers/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
