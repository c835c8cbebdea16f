// The absences' settings group (000 §9): when a month closes for changes and deletion.
import { z } from 'zod';
import { defineModuleSettings, settingFlag } from '@etanker/shared/settings.ts';

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
