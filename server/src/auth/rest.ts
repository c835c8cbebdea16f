// The documented auth paths (spec 000 §7): the auth operations' routes (operations.ts).
import type { TRestRoute } from '../rest/route.ts';
import { operationRoutes } from '../api/operations.ts';
import { authOperations } from './operations.ts';

export const authRestRoutes: TRestRoute[] = operationRoutes({ base: '/api', tag: 'auth', gate: null }, authOperations);
