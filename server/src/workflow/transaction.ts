// A write transaction that may store files. A file is written under a temporary name before the
// commit and linked (renamed to its key) after it: a failed transaction discards its files, and a
// crash leaves only temporary or unnamed files, which the start-up sweep removes (files/orphans.ts).
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';

export async function inTransaction<T>(ctx: TAuthedContext, work: (tx: TTx, ctx: TAuthedContext) => Promise<T>): Promise<T> {
  const staged: string[] = [];
  const storage = { ...ctx.storage, put: async (key: string, data: Buffer) => (staged.push(key), ctx.storage.stage(key, data)) };
  let result: T;
  try {
    result = await ctx.prisma.$transaction((tx) => work(tx, { ...ctx, storage }));
  } catch (error) {
    await Promise.all(staged.map((key) => ctx.storage.discard(key).catch(() => undefined)));
    throw error;
  }
  await Promise.all(staged.map((key) => ctx.storage.link(key)));
  return result;
}
