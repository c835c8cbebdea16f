// Irodai felhasználók (MODULES.md §3.66): a special module, the users of the caller's scope read
// only — list, details and export with institution, group and permission filters.
import { defineSpecialModule } from '../../registration.ts';
import { officeUserOperations } from './operations.ts';
import { MODULES } from '@etanker/shared/modules.ts';

const PERMISSION = 'users.can_use_office_users_module';

export const officeUsers = defineSpecialModule({
  key: 'officeUsers',
  restBase: MODULES.officeUsers.restBase,
  permission: PERMISSION,
  operations: officeUserOperations,
  // The school's office and head keep track of who does what; the centre's office of everyone.
  permissions: [{ codename: PERMISSION, name: 'Irodai felhasználók modul használata', groups: ['Iskolai igénylők', 'Iskolavezetők', 'Irodai referensek'] }],
});
