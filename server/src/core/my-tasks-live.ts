// myTasks.onChange: tells a user when a record starts or stops waiting on them, so the landing
// tiles and the "waiting for me" counts reload without a page reload.
import { authedProcedure, router } from '../trpc/init.ts';
import { taskChanges } from '../live/watch.ts';

export const myTasksRouter = router({
  onChange: authedProcedure.subscription(({ ctx, signal }) => taskChanges(ctx, signal)),
});
