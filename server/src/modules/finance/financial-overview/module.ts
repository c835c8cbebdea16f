// Pénzügyi áttekintő (MODULES.md §3.11): a special module, the year's figures of an institution.
import { defineSpecialModule } from '../../registration.ts';
import { financialOverviewRouter, OVERVIEW_PERMISSION } from './router.ts';
import { financialOverviewRestRoutes } from './rest.ts';
import { FINANCE_SETTINGS } from './settings.ts';

export const financialOverview = defineSpecialModule({
  key: 'financialOverview',
  router: financialOverviewRouter,
  restRoutes: financialOverviewRestRoutes,
  settings: FINANCE_SETTINGS,
  permissions: [{ codename: OVERVIEW_PERMISSION, name: 'Pénzügyi áttekintő használata', groups: ['Pénzügyi referensek', 'Központi pénzügy'] }],
});
