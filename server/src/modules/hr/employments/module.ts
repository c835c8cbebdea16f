// Munkaviszonyok (MODULES.md §3.17): a special module, a sub-resource of the employees.
import { defineSpecialModule } from '../../registration.ts';
import { employmentsRouter } from './router.ts';
import { employmentRestRoutes } from './rest.ts';

export const employments = defineSpecialModule({ key: 'employments', router: employmentsRouter, restRoutes: employmentRestRoutes });
