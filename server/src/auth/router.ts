// auth.*: the procedures of the auth operations (operations.ts); none needs a module permission.
import { router } from '../trpc/init.ts';
import { operationProcedures } from '../api/operations.ts';
import { authOperations } from './operations.ts';

export const authRouter = router(operationProcedures(null, authOperations));
