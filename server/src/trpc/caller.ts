import { appRouter } from './router.ts';
import { createCallerFactory } from './init.ts';
import type { TContext } from './context.ts';

const factory = createCallerFactory(appRouter);
export const createCaller = (ctx: TContext) => factory(ctx);
export type TCaller = ReturnType<typeof createCaller>;
