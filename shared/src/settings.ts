// Typed per-module settings (spec 000 §9; DESIGN.md "Module registry"): a module declares its group
// as a zod schema whose every key has a default, so the server and the client read the same
// typed values, and a missing or garbled stored value reads as its default. A group lives in its
// module's folder (settings.ts), or in shared/src/settings/ when the client reads it too; the
// module registry finds each `defineModuleSettings(` there.
import { z } from 'zod';

export interface TModuleSettingsDef<T = Record<string, unknown>> {
  /** Setting.group, and the key of /api/beallitasok/ (e.g. 'commitments'). */
  group: string;
  schema: z.ZodType<T>;
}

/** A flag whose missing or garbled value reads as `fallback`. */
export const settingFlag = (fallback: boolean) => z.boolean().catch(fallback);

export function defineModuleSettings<TShape extends z.ZodRawShape>(group: string, shape: TShape): TModuleSettingsDef<z.output<z.ZodObject<TShape>>> {
  return { group, schema: z.object(shape) };
}

/** The group's typed values from the stored `{ key: value }` (or nothing): defaults fill the gaps. */
export function parseModuleSettings<T>(def: TModuleSettingsDef<T>, stored: unknown): T {
  return def.schema.parse(typeof stored === 'object' && stored !== null ? stored : {});
}
