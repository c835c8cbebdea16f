// The SQL an API call issues, captured from Prisma's query log while the same service function
// runs in this process (listCases, workflowDetail), so the raw figure replays exactly that SQL.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../server/src/generated/prisma/client.ts';
import { PG_SESSION_OPTIONS } from '../../server/src/db/client.ts';
import { loadConfig } from '../../server/src/config.ts';
import { createServices } from '../../server/src/create-services.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';
import type { TAuthedContext } from '../../server/src/access/context.ts';
import type { TCapturedQuery } from './load.ts';

/** Transaction control is not the request's work; the raw side runs plain statements. */
const CONTROL = /^(BEGIN|COMMIT|ROLLBACK)\b/i;

export interface TQueryCapture {
  contextFor: (userId: number) => Promise<TAuthedContext>;
  /** Runs `call` and returns the statements it issued, in order. */
  capture: (call: () => Promise<unknown>) => Promise<TCapturedQuery[]>;
  close: () => Promise<void>;
}

export function createQueryCapture(databaseUrl: string, dataDir: string): TQueryCapture {
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: databaseUrl, max: 2, options: PG_SESSION_OPTIONS }),
    log: [{ emit: 'event', level: 'query' }],
  });
  let sink: TCapturedQuery[] | null = null;
  prisma.$on('query', (e) => {
    if (sink && !CONTROL.test(e.query)) sink.push({ sql: e.query, params: JSON.parse(e.params) as unknown[] });
  });
  const services = createServices(loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }), prisma, databaseUrl);
  return {
    contextFor: async (userId) => {
      const user = await loadCurrentUser(prisma, userId);
      if (!user) throw new Error(`Nincs ilyen aktív felhasználó: ${userId}`);
      return { ...services, user, badToken: false, ip: '127.0.0.1' };
    },
    capture: async (call) => {
      sink = [];
      try {
        await call();
        return sink;
      } finally {
        sink = null;
      }
    },
    close: () => prisma.$disconnect(),
  };
}
