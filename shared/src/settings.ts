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

/** A time of day 'HH:mm' (24-hour); a missing or garbled value reads as not set. */
const settingTimeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .nullable()
  .catch(null);

/** Munkaidő-nyilvántartás (spec 000 §9: normal and extended start and end times, default null).
 * When set, entries outside the normal (or even the extended) working time are marked. */
export const TIMESHEET_SETTINGS = defineModuleSettings('timesheet', {
  normal_start_time: settingTimeOfDay,
  normal_end_time: settingTimeOfDay,
  extended_start_time: settingTimeOfDay,
  extended_end_time: settingTimeOfDay,
});
export type TTimesheetSettings = z.output<typeof TIMESHEET_SETTINGS.schema>;

/**
 * Távolléti jelentő (spec 000 §9). A close type says when a record's month is closed for
 * changes ('absence_close_type') or deletion ('absence_delete_close_type'): 'never'; 'monthly' —
 * a month closes on `absence_close_day` of the next month; 'yearly' — a year closes on that day
 * of the next January (DESIGN.md "Absences").
 */
export const ABSENCE_CLOSE_TYPES = ['never', 'monthly', 'yearly'] as const;
export type TAbsenceCloseType = (typeof ABSENCE_CLOSE_TYPES)[number];
export const ABSENCE_SETTINGS = defineModuleSettings('absences', {
  can_upload_after_closed: settingFlag(true),
  absence_close_type: z.enum(ABSENCE_CLOSE_TYPES).catch('never'),
  absence_delete_close_type: z.enum(ABSENCE_CLOSE_TYPES).catch('never'),
  absence_close_day: z.number().int().min(1).max(28).catch(1),
});
export type TAbsenceSettings = z.output<typeof ABSENCE_SETTINGS.schema>;

/**
 * HR (spec 000 §9) and the decree's rates of commuting reimbursement: the employer pays 86 % of a
 * pass or ticket (39/2010. (II. 26.) Korm. r. 3. §) and, for an own car, the tax-free per-km rate
 * NAV publishes (30 Ft/km since 2024). Kept as settings: both change by law, not by release.
 */
export const HR_SETTINGS = defineModuleSettings('hr', {
  /** whether a school's HR may record a brand-new employee (the centre always may) */
  can_create_new_employee: settingFlag(false),
  /** an absence longer than this many working days is warned about */
  absence_length_warning: z.number().int().min(0).catch(10),
  commute_export_turn_day: z.number().int().min(1).max(28).catch(5),
  enforce_generation_in_new_month: settingFlag(false),
  allowed_per_user_car_km_price: settingFlag(false),
  commute_needs_verification: settingFlag(false),
  commute_pass_share_percent: z.number().min(0).max(100).catch(86),
  commute_car_km_price: z.number().min(0).max(1000).catch(30),
});
export type THrSettings = z.output<typeof HR_SETTINGS.schema>;
