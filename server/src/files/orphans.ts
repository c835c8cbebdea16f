// Start-up sweep of stored files no row names: what a crash between a file's write and its
// transaction's commit left behind (DESIGN.md, security model — uploads).
import type { TPrisma } from '../db/client.ts';
import type { TFileStorage, TSweepResult } from './storage.ts';

/** Older than any upload or PDF still on its way to a commit. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const KEYS_PER_QUERY = 1000;

/** The keys of `keys` that an attachment, a generated document, a periodic report, a yearly report's PDF, a stock import or a document version names. */
export async function referencedFileKeys(prisma: TPrisma, keys: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let at = 0; at < keys.length; at += KEYS_PER_QUERY) {
    const where = { file_key: { in: keys.slice(at, at + KEYS_PER_QUERY) } };
    const [attachments, documents, reports, yearlyReports, stockImports, documentVersions] = await Promise.all([
      prisma.attachment.findMany({ where, select: { file_key: true } }),
      prisma.generatedDocument.findMany({ where, select: { file_key: true } }),
      prisma.periodicReport.findMany({ where, select: { file_key: true } }),
      prisma.yearlyReport.findMany({ where, select: { file_key: true } }),
      prisma.stockImport.findMany({ where, select: { file_key: true } }),
      prisma.documentVersion.findMany({ where, select: { file_key: true } }),
    ]);
    for (const row of [...attachments, ...documents, ...reports, ...yearlyReports, ...stockImports, ...documentVersions])
      if (row.file_key) named.add(row.file_key);
  }
  return named;
}

export function sweepOrphanFiles(services: { prisma: TPrisma; storage: TFileStorage }, now = new Date()): Promise<TSweepResult> {
  return services.storage.sweep({
    olderThan: new Date(now.getTime() - ORPHAN_AGE_MS),
    referenced: (keys) => referencedFileKeys(services.prisma, keys),
  });
}
