// Pénzügyi áttekintő (MODULES.md §3.11): a special module, the year's figures of an institution.
import { defineSpecialModule } from '../../registration.ts';
import { financialOverviewOperations, OVERVIEW_PERMISSION } from './operations.ts';

export const financialOverview = defineSpecialModule({
  key: 'financialOverview',
  restBase: 'penzugy',
  permission: OVERVIEW_PERMISSION,
  operations: financialOverviewOperations,
  permissions: [{ codename: OVERVIEW_PERMISSION, name: 'Pénzügyi áttekintő használata', groups: ['Pénzügyi referensek', 'Központi pénzügy'] }],
});
