// Start-up sweep of stored files no row names: what a crash between a file's write and its
// transaction's commit left behind (DESIGN.md, security model — uploads).
import type { TPrisma } from '../db/client.ts';
import type { TFileStorage, TSweepResult } from './storage.ts';

/** Older than any upload or PDF still on its way to a commit. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const KEYS_PER_QUERY = 1000;

/**
 * The tables that name stored files: every table with a `file_key` column, read from the
 * catalogue, so a module's new table of files is never swept empty because nobody listed it here.
 */
async function fileKeyTables(prisma: TPrisma): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'file_key'
    ORDER BY table_name`;
  return rows.map((r) => r.table_name);
}

/** The keys of `keys` that some row names. */
export async function referencedFileKeys(prisma: TPrisma, keys: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  const tables = await fileKeyTables(prisma);
  for (let at = 0; at < keys.length; at += KEYS_PER_QUERY) {
    const chunk = keys.slice(at, at + KEYS_PER_QUERY);
    for (const table of tables) {
      // The table name comes from the catalogue, never from a request.
      const rows = await prisma.$queryRawUnsafe<{ file_key: string }[]>(`SELECT DISTINCT file_key FROM "${table}" WHERE file_key = ANY($1::text[])`, chunk);
      for (const row of rows) named.add(row.file_key);
    }
  }
  return named;
}

export function sweepOrphanFiles(services: { prisma: TPrisma; storage: TFileStorage }, now = new Date()): Promise<TSweepResult> {
  return services.storage.sweep({
    olderThan: new Date(now.getTime() - ORPHAN_AGE_MS),
    referenced: (keys) => referencedFileKeys(services.prisma, keys),
  });
}
