// What a module folder declares so that the registry (registry.gen.ts, written by
// scripts/module-registry.mjs) finds it: a workflow or plain definition (workflow/define.ts), a
// special module with its own table of operations, or extras beside a definition. The generator
// reads the `export const <key> = define…(` lines; the tRPC key is the exported name.
import type { AnyRouter } from '@trpc/server';
import { router } from '../trpc/init.ts';
import { operationProcedures, operationRoutes, type TAnyOperation } from '../api/operations.ts';
import { moduleHost, type TModuleHost } from './kit-operations.ts';
import type { TRestRoute } from '../rest/route.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TGate } from '../access/context.ts';
import type { TAnyPlainModule, TAnyWorkflowModule, TModulePermission, TModuleRelations } from '../workflow/define.ts';
import type { TJobDefinition } from '../jobs/define.ts';
import type { TServices } from '../services.ts';

/** A module's scheduled or long work on the job queue (jobs/), run with the portal's services. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job's own data type; the runner parses it with the job's schema
export type TModuleJob = TJobDefinition<TServices, any>;

/** A module that is neither workflow nor plain rows (timesheets, commute): its router and routes, made from its own table of operations. */
export interface TSpecialModule<TRouter extends AnyRouter = AnyRouter> {
  kind: 'special';
  /** tRPC key: the exported name of the declaration. */
  key: string;
  router: TRouter;
  restRoutes: readonly TRestRoute[];
  permissions?: readonly TModulePermission[];
  /** The tables it keeps that relation fields may name (workflow/relations.ts). */
  relations?: TModuleRelations;
  /** Its background jobs (jobs/define.ts), run by `npm start`'s job queue with the services as their context. */
  jobs?: readonly TModuleJob[];
}

/** `operations`: the module's table, its paths under `/api/{restBase}`, gated by `permission`. */
export function defineSpecialModule<TOperations extends Record<string, TAnyOperation>>(
  def: TModuleHost & {
    operations: TOperations;
    permissions?: readonly TModulePermission[];
    relations?: TModuleRelations;
    jobs?: readonly TModuleJob[];
  },
) {
  return {
    kind: 'special' as const,
    key: def.key,
    router: router(operationProcedures(def.permission, def.operations)),
    restRoutes: operationRoutes(moduleHost(def), def.operations),
    permissions: def.permissions,
    relations: def.relations,
    jobs: def.jobs,
  } satisfies TSpecialModule;
}

/** Cases that are files of rows, not workflow records (an employee's file): the kit's lookups and their scope. */
export interface TFileCaseModule {
  caseModule: string;
  label: string;
  detailRoute: string;
  listRoute?: string;
  permission: TGate;
  scope: (user: TCurrentUser) => Prisma.CaseWhereInput;
}

/**
 * What a workflow or plain module adds beyond its factory (an employee's tax id check, a budget's
 * decision sub-route), declared beside the definition it extends: its procedures join the
 * module's tRPC router, its routes the REST routes.
 */
export interface TModuleExtras<TProcedures extends AnyRouter | undefined = AnyRouter | undefined> {
  kind: 'extras';
  module: TAnyWorkflowModule | TAnyPlainModule;
  procedures: TProcedures;
  restRoutes: readonly TRestRoute[];
  fileCases?: TFileCaseModule;
  jobs?: readonly TModuleJob[];
}

export const defineModuleExtras = <TProcedures extends AnyRouter | undefined = undefined>(
  module: TAnyWorkflowModule | TAnyPlainModule,
  extras: { procedures?: TProcedures; restRoutes?: readonly TRestRoute[]; fileCases?: TFileCaseModule; jobs?: readonly TModuleJob[] },
): TModuleExtras<TProcedures> => ({
  kind: 'extras',
  module,
  procedures: extras.procedures as TProcedures,
  restRoutes: extras.restRoutes ?? [],
  fileCases: extras.fileCases,
  jobs: extras.jobs,
});
