// Munkaidő-nyilvántartás (MODULES.md §3.23): a special module, its procedures and REST calls.
import { TIMESHEET_SETTINGS } from '@etanker/shared/settings.ts';
import { defineSpecialModule } from '../../registration.ts';
import { timesheetsRouter } from './router.ts';
import { timesheetRestRoutes } from './rest.ts';

export const timesheets = defineSpecialModule({ key: 'timesheets', router: timesheetsRouter, restRoutes: timesheetRestRoutes, settings: TIMESHEET_SETTINGS });
