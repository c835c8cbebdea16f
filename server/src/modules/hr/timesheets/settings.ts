// The timesheets' settings group (000 §9 'timesheet').
import { z } from 'zod';
import { defineModuleSettings } from '@etanker/shared/settings.ts';

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
