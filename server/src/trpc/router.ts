// The typed API of developers and of our client: appRouter.<area|module>.<procedure>.
import { router } from './init.ts';
import { authRouter } from '../auth/router.ts';
import { coreRouter } from '../core/router.ts';
import { moduleRouters } from '../modules/index.ts';
import { myTasksRouter } from '../core/my-tasks-live.ts';

export const appRouter = router({
  auth: authRouter,
  core: coreRouter,
  myTasks: myTasksRouter,
  ...moduleRouters,
});

export type AppRouter = typeof appRouter;
