// The typed API for developers outside this repository: `import type { AppRouter } from '@etanker/server/trpc'`.
// Types only: importing it at run time loads no server code (tests/trpc/public-entry.test.ts).
export type { AppRouter } from './router.ts';
