// core.*: the procedures of the core operations (operations.ts, news-operations.ts, jobs-operations.ts).
import { router } from '../trpc/init.ts';
import { operationProcedures } from '../api/operations.ts';
import { sharedOperations, startupOperations } from './operations.ts';
import { newsOperations } from './news-operations.ts';
import { jobsOperations } from './jobs-operations.ts';

export const coreRouter = router({
  ...operationProcedures(null, startupOperations),
  news: router(operationProcedures(null, newsOperations)),
  jobs: router(operationProcedures(null, jobsOperations)),
  ...operationProcedures(null, sharedOperations),
});
