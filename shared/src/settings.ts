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

/**
 * HR (spec 000 §9) and the decree's rates of commuting reimbursement: the employer pays 86 % of a
 * pass or ticket (39/2010. (II. 26.) Korm. r. 3. §) and, for an own car, the tax-free per-km rate
 * NAV publishes (30 Ft/km since 2024). Kept as settings: both change by law, not by release.
 */
export const HR_SETTINGS = defineModuleSettings('hr', {
  commute_export_turn_day: z.number().int().min(1).max(28).catch(5),
  enforce_generation_in_new_month: settingFlag(false),
  allowed_per_user_car_km_price: settingFlag(false),
  commute_needs_verification: settingFlag(false),
  commute_pass_share_percent: z.number().min(0).max(100).catch(86),
  commute_car_km_price: z.number().min(0).max(1000).catch(30),
});
export type THrSettings = z.output<typeof HR_SETTINGS.schema>;
