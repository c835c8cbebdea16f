import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../../server/src/trpc/router.ts';

export type TOverviewData = inferRouterOutputs<AppRouter>['financialOverview']['get'];
