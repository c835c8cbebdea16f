// Typed per-module settings (spec 000 §9; DESIGN.md §4 "Settings"): a module declares its group
// as a zod schema whose every key has a default, so the server and the client read the same
// typed values, and a missing or garbled stored value reads as its default.
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

/** Kötelezettségvállalás (spec 001 §9). */
export const COMMITMENT_SETTINGS = defineModuleSettings('commitments', {
  can_upload_after_closed: settingFlag(true),
  financial_entry_required: settingFlag(true),
  auto_generated_reference_number: settingFlag(false),
  use_products: settingFlag(false),
  mandatory_products: settingFlag(false),
  calculate_net: settingFlag(false),
  used_currencies: z.array(z.number().int()).catch([]),
});
export type TCommitmentSettings = z.output<typeof COMMITMENT_SETTINGS.schema>;

/** HR (spec 000 §9): whether a school's HR may record a brand-new employee (the centre always may). */
export const HR_SETTINGS = defineModuleSettings('hr', {
  can_create_new_employee: settingFlag(false),
});
