// Munkába járás (MODULES.md §3.21): a special module, one employment's month at a time.
import { HR_SETTINGS } from '@etanker/shared/settings.ts';
import { defineSpecialModule } from '../../registration.ts';
import { commuteRouter } from './router.ts';
import { commuteRestRoutes } from './rest.ts';

export const commute = defineSpecialModule({ key: 'commute', router: commuteRouter, restRoutes: commuteRestRoutes, settings: HR_SETTINGS });
