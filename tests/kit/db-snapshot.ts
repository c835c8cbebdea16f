// Row counts of every table: the bad-input sweep must leave them as they were.
import type { TPrisma } from '../../server/src/db/client.ts';

/** Tables a rejected request writes by design (none yet: add one with its reason). */
const WRITTEN_BY_REJECTIONS = new Set<string>([]);

export async function rowCounts(prisma: TPrisma): Promise<Record<string, number>> {
  const tables = await prisma.$queryRaw<
    { name: string }[]
  >`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`;
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    if (WRITTEN_BY_REJECTIONS.has(name)) continue;
    const [{ n }] = await prisma.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`);
    out[name] = Number(n);
  }
  return out;
}
