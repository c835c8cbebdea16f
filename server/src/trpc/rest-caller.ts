// The REST routes of the areas outside the module kit (auth, core): adapters over their tRPC
// procedures, called through a caller made for the request. Module routes run their operations
// directly (modules/operations.ts); only this file, never rest/route.ts, reaches the router, so
// the routes the modules declare import nothing that imports them.
import type { TRestCall, TRestRoute } from '../rest/route.ts';
import { createCaller, type TCaller } from './caller.ts';

export interface TCallerRoute extends Omit<TRestRoute, 'handler'> {
  handler: (call: TRestCall & { caller: TCaller }) => Promise<unknown>;
}

export const viaCaller = (routes: TCallerRoute[]): TRestRoute[] =>
  routes.map((route) => ({ ...route, handler: (call) => route.handler({ ...call, caller: createCaller(call.ctx) }) }));
