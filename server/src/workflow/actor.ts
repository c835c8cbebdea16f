// Who makes this transaction's record changes: the Case trigger puts it into each change's
// announcement (live/case-events.ts), so a subscriber is not told about its own change.
import type { TTx } from '../db/client.ts';

/** Transaction-local: call inside the transaction that writes the Case, before the write. */
export async function markActor(tx: TTx, userId: number): Promise<void> {
  await tx.$queryRaw`SELECT set_config('etanker.actor', ${String(userId)}, true)`;
}
