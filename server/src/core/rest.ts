// The documented start-up and shared paths (spec 000 §7): the core operations' routes, in the
// order the OpenAPI document lists them.
import type { TRestRoute } from '../rest/route.ts';
import { operationRoutes } from '../api/operations.ts';
import { sharedOperations, startupOperations } from './operations.ts';
import { newsOperations } from './news-operations.ts';
import { jobsOperations } from './jobs-operations.ts';

const shared = { base: '/api', tag: 'shared', gate: null };

export const coreRestRoutes: TRestRoute[] = [
  ...operationRoutes({ base: '/api', tag: 'start-up', gate: null }, startupOperations),
  ...operationRoutes(shared, newsOperations),
  ...operationRoutes(shared, sharedOperations),
  ...operationRoutes({ base: '/api', tag: 'admin', gate: null }, jobsOperations),
];
