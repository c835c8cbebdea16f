// The services of a running server (DESIGN.md §1): one place, used by main.ts and the tests.
import path from 'node:path';
import type { TConfig } from './config.ts';
import type { TPrisma } from './db/client.ts';
import type { TServices } from './services.ts';
import { createTokenService, resolveJwtSecret } from './auth/tokens.ts';
import { createAuthThrottles } from './auth/throttle.ts';
import { createPublicThrottle } from './auth/public-throttle.ts';
import { createLocalStorage, type TFileStorage } from './files/storage.ts';
import { createS3Storage } from './files/s3-storage.ts';
import { createPdfRenderer } from './pdf/renderer.ts';
import { chooseChromium } from './pdf/chromium.ts';
import { createMailer } from './mail/mailer.ts';
import { createMailQueue, mailFlushJob } from './mail/queue.ts';
import { createJobRunner } from './jobs/runner.ts';
import { caseModuleLookup } from './core/case-modules.ts';
import { fileCaseModules, moduleJobs, plainModules, workflowModules } from './modules/index.ts';
import { createCaseEvents } from './live/case-events.ts';
import { createCacheNotices } from './db/cache-notices.ts';
import { recordCreator } from './workflow/create-record.ts';
import { EXTRA_FIELD_DEFINITIONS } from './workflow/extra-fields.ts';

/** `databaseUrl` is the one `prisma` uses: the change announcements need connections of their own. */
/** The local disk under DATA_DIR, or the S3-compatible store FILE_STORAGE=s3 names. */
export function createStorage(config: TConfig): TFileStorage {
  if (config.FILE_STORAGE === 'local' || !config.S3_BUCKET) return createLocalStorage(path.join(config.dataDir, 'files'));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

export function createServices(config: TConfig, prisma: TPrisma, databaseUrl: string): TServices {
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, outboxDir: path.join(config.dataDir, 'outbox'), from: config.MAIL_FROM });
  const mailQueue = createMailQueue({
    prisma,
    mailer,
    onError: (error) => console.error('Az értesítő levél nem ment el:', error),
  });
  const throttles = createAuthThrottles(prisma);
  // Created here so calls can queue work; started by main.ts (scripts and tests do not run jobs).
  const jobs = createJobRunner<TServices>({
    databaseUrl,
    context: () => services,
    jobs: [mailFlushJob(config.MAIL_QUEUE_SECONDS), ...moduleJobs],
    onError: (error) => console.error('Háttérfeladat hibája:', error),
  });
  const services: TServices = {
    config,
    prisma,
    tokens: createTokenService(resolveJwtSecret(config.JWT_SECRET, config.dataDir), config.TOKEN_TTL_HOURS),
    storage: createStorage(config),
    pdf: createPdfRenderer({ chromium: chooseChromium({ systemPath: config.CHROMIUM_PATH }) }),
    mailer,
    mailQueue,
    loginThrottle: throttles.login,
    resetThrottle: throttles.reset,
    publicThrottle: createPublicThrottle(prisma),
    caseModule: caseModuleLookup([...workflowModules, ...fileCaseModules]),
    myTaskSources: plainModules.flatMap((m) => (m.myTasks ? [m.myTasks] : [])),
    staticData: [EXTRA_FIELD_DEFINITIONS, ...[...workflowModules, ...plainModules].flatMap((m) => m.staticData ?? [])],
    caseEvents: createCaseEvents(databaseUrl, (error) => console.error('Az élő értesítések kapcsolata hibát jelzett:', error)),
    cacheNotices: createCacheNotices(databaseUrl, (error) => console.error('A gyorsítótárak értesítéseinek kapcsolata hibát jelzett:', error)),
    createRecord: recordCreator(workflowModules),
    jobs,
  };
  return services;
}
