// The HR settings group: commute, employees and absences read it, the client's absence screens too.
import { z } from 'zod';
import { defineModuleSettings, settingFlag } from '../settings.ts';

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
