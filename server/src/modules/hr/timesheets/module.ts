// Munkaidő-nyilvántartás (MODULES.md §3.23): a special module, its table of operations.
import { defineSpecialModule } from '../../registration.ts';
import { TIMESHEET_PERMISSION, timesheetOperations } from './operations.ts';

export const timesheets = defineSpecialModule({
  key: 'timesheets',
  restBase: 'munkaido-nyilvantartas',
  permission: TIMESHEET_PERMISSION,
  operations: timesheetOperations,
});
