// A write transaction that may store files: files are written before the commit (they are not
// in the database), so when the transaction fails the files it wrote are removed again.
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';

export async function inTransaction<T>(ctx: TAuthedContext, work: (tx: TTx, ctx: TAuthedContext) => Promise<T>): Promise<T> {
  const written: string[] = [];
  const storage = { ...ctx.storage, put: async (key: string, data: Buffer) => (written.push(key), ctx.storage.put(key, data)) };
  try {
    return await ctx.prisma.$transaction((tx) => work(tx, { ...ctx, storage }));
  } catch (error) {
    await Promise.all(written.map((key) => ctx.storage.remove(key).catch(() => undefined)));
    throw error;
  }
}
