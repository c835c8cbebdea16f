// What every request handler may use; built once in buildApp().
import type { TConfig } from './config.ts';
import type { TPrisma } from './db/client.ts';
import type { TTokenService } from './auth/tokens.ts';
import type { TFileStorage } from './files/storage.ts';
import type { TLoginThrottle, TResetThrottle } from './auth/throttle.ts';
import type { TPublicThrottle } from './auth/public-throttle.ts';
import type { TPdfRenderer } from './pdf/renderer.ts';
import type { TMailer } from './mail/mailer.ts';
import type { TMailQueue } from './mail/queue.ts';
import type { TCaseModuleLookup } from './core/case-modules.ts';
import type { TCaseEvents } from './live/case-events.ts';
import type { TRecordCreator } from './workflow/create-record.ts';

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
  /** Record changes announced by PostgreSQL, for live updates (tRPC subscriptions). */
  caseEvents: TCaseEvents;
  /** Creates a record of another workflow module (workflow/create-record.ts): modules never import each other. */
  createRecord: TRecordCreator;
}
