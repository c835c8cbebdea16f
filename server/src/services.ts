// What every request handler may use (built once in buildApp()) and the context a call carries.
// They live in one file because they refer to each other: a service (createRecord) takes the
// caller's context, and the context is the services plus the caller. access/context.ts re-exports
// the context types with the permission checks; nothing here imports upward.
import type { TConfig } from './config.ts';
import type { TTokenService } from './auth/tokens.ts';
import type { TFileStorage } from './files/storage.ts';
import type { TLoginThrottle, TResetThrottle } from './auth/throttle.ts';
import type { TPublicThrottle } from './auth/public-throttle.ts';
import type { TPdfRenderer } from './pdf/renderer.ts';
import type { TMailer } from './mail/mailer.ts';
import type { TMailQueue } from './mail/queue.ts';
import type { TCaseModuleLookup } from './core/case-modules.ts';
import type { TMyTaskSource } from './core/my-tasks.ts';
import type { TStaticDataList } from './core/static-data.ts';
import type { TCaseEvents } from './live/case-events.ts';
import type { TListener } from './db/listener.ts';
import type { TJobRunner } from './jobs/runner.ts';
import type { TPrisma, TTx } from './db/client.ts';
import type { TCurrentUser } from './auth/current-user.ts';

export interface TServices {
  config: TConfig;
  prisma: TPrisma;
  tokens: TTokenService;
  storage: TFileStorage;
  pdf: TPdfRenderer;
  mailer: TMailer;
  mailQueue: TMailQueue;
  loginThrottle: TLoginThrottle;
  resetThrottle: TResetThrottle;
  /** Public (no login) module actions, per client address. */
  publicThrottle: TPublicThrottle;
  /** Label and details route of a Case's module (my tasks, mails). */
  caseModule: TCaseModuleLookup;
  /** The modules' rows of my tasks that are not Cases (core/my-tasks.ts). */
  myTaskSources: readonly TMyTaskSource[];
  /** The start-up data's lists kept by the engine and the modules (core/static-data.ts). */
  staticData: readonly TStaticDataList[];
  /** Record changes announced by PostgreSQL, for live updates (tRPC subscriptions). */
  caseEvents: TCaseEvents;
  /** Other processes' writes to what the read caches hold; the server connects it (app.ts). */
  cacheNotices: TListener;
  /** Creates a record of another workflow module (workflow/create-record.ts): modules never import each other. */
  createRecord: TRecordCreator;
  /** The one job queue (jobs/runner.ts): mail rounds, scheduled work, long work sent by calls. */
  jobs: TJobRunner<TServices>;
}

/** What every call knows about its caller: the services, the user (when logged in) and the
 * address. tRPC procedures and REST routes build it (trpc/context.ts); the kit reads it. */
export interface TContext extends TServices {
  user: TCurrentUser | null;
  /** A token was sent but is invalid, expired or revoked (→ 401, not "anonymous"). */
  badToken: boolean;
  ip: string;
}

export type TAuthedContext = TContext & { user: TCurrentUser };

/** Creates a record of the workflow module `caseModule` (Case.module) as the caller; answers its id (workflow/create-record.ts). */
export type TRecordCreator = (tx: TTx, ctx: TAuthedContext, caseModule: string, data: Record<string, unknown>) => Promise<number>;
