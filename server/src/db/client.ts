import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { dataChanged } from './read-cache.ts';

export type TPrisma = PrismaClient;
export type TTx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

const WRITES = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);

export function createPrisma(connectionString: string, max = 10): PrismaClient {
  // maxWait: under load a transaction may wait for a pooled connection longer than Prisma's 2 s.
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString, max }), transactionOptions: { maxWait: 10_000, timeout: 20_000 } });
  // Every write drops the read caches (db/read-cache.ts), whatever wrote it.
  const extended = client.$extends({
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          if (WRITES.has(operation)) dataChanged(model);
          return query(args);
        },
      },
    },
  });
  // The extension adds behaviour, not API: the client keeps PrismaClient's shape.
  return extended as unknown as PrismaClient;
}
