// myTasks.onChange: tells a user when a record starts or stops waiting on them, so the landing
// tiles and the "waiting for me" counts reload without a page reload. tRPC only (a subscription).
import { z } from 'zod';
import { router } from '../trpc/init.ts';
import { operation, operationProcedures } from '../api/operations.ts';
import { taskChanges } from '../live/watch.ts';

const ZTaskChange = z.object({ module: z.string(), id: z.number().int() });

const myTasksOperations = {
  onChange: operation({ call: 'subscription', access: 'read', output: ZTaskChange, run: (ctx, _input, { signal }) => taskChanges(ctx, signal) }),
};

export const myTasksRouter = router(operationProcedures(null, myTasksOperations));
