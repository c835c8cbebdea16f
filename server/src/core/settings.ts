// core.settings — GET /api/beallitasok/: { [group]: { [key]: value } }.
import type { TPrisma } from '../db/client.ts';

export async function getSettings(prisma: TPrisma): Promise<Record<string, Record<string, unknown>>> {
  const rows = await prisma.setting.findMany({ select: { group: true, key: true, value: true }, orderBy: [{ group: 'asc' }, { key: 'asc' }] });
  const out: Record<string, Record<string, unknown>> = {};
  for (const row of rows) (out[row.group] ??= {})[row.key] = row.value;
  return out;
}
