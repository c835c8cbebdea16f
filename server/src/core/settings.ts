// core.settings — GET /api/beallitasok/: { [group]: { [key]: value } }, and a module's typed
// settings group (DESIGN.md §4 "Settings").
import type { TPrisma, TTx } from '../db/client.ts';
import { createReadCache } from '../db/read-cache.ts';
import { parseModuleSettings, type TModuleSettingsDef } from '@etanker/shared/settings.ts';

export async function getSettings(prisma: TPrisma): Promise<Record<string, Record<string, unknown>>> {
  const rows = await prisma.setting.findMany({ select: { group: true, key: true, value: true }, orderBy: [{ group: 'asc' }, { key: 'asc' }] });
  const out: Record<string, Record<string, unknown>> = {};
  for (const row of rows) (out[row.group] ??= {})[row.key] = row.value;
  return out;
}

// Read on every create and edit, changed by an administrator now and then: a write through
// this process drops it at once, another process's within the TTL.
const storedGroups = createReadCache<Record<string, unknown>>(30_000, { dependsOn: ['Setting'] });

/** The module's settings, typed, defaults filling what is not stored. */
export async function readModuleSettings<T>(db: TTx, def: TModuleSettingsDef<T>): Promise<T> {
  const stored = await storedGroups(def.group, async () => {
    const rows = await db.setting.findMany({ where: { group: def.group }, select: { key: true, value: true } });
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  });
  return parseModuleSettings(def, stored);
}
