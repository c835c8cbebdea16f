// `npm start`: config → database (embedded or DATABASE_URL) → migrations → reference and demo
// data (see seed()) → services → buildApp → listen → the job queue (mail rounds, scheduled work). Chromium starts on
// the first PDF, not here, so a restart on an existing embedded database is ready in a few seconds.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { applyMigrations } from './db/schema-engine.ts';
import { createPrisma } from './db/client.ts';
import { seedReferenceData } from '../../prisma/seed/reference.ts';
import { DEMO_LOGINS, seedDemoData } from '../../prisma/seed/demo.ts';
import type { TServices } from './services.ts';
import { seedDemoRecords } from '../../prisma/seed/demo-records.ts';
import { buildApp } from './app.ts';
import { createServices } from './create-services.ts';
import { readFingerprint, seedFingerprint } from './core/seed-fingerprint.ts';
import { formatStartFailure, StartError } from './start-failure.ts';
import { describeChromium } from './pdf/chromium.ts';
import { sweepOrphanFiles } from './files/orphans.ts';
import { createJobRunner } from './jobs/runner.ts';
import { mailFlushJob } from './mail/queue.ts';
import { moduleJobs } from './modules/index.ts';

/**
 * Reference data with DATABASE_URL every start (idempotent); on the embedded database only when
 * migrations ran or the seed sources changed. Demo data only into an embedded database without
 * users (first start). Answers whether demo logins exist.
 */
async function seed(services: TServices, embedded: boolean, migrated: string[]): Promise<boolean> {
  const { prisma, config } = services;
  const fingerprintFile = path.join(config.dataDir, 'reference-seed.sha1');
  const fingerprint = seedFingerprint();
  if (!embedded || migrated.length > 0 || readFingerprint(fingerprintFile) !== fingerprint) {
    await seedReferenceData(prisma);
    if (embedded) fs.writeFileSync(fingerprintFile, fingerprint);
  }
  if (embedded && (await prisma.user.count()) === 0) {
    await seedDemoData(prisma, { password: config.DEMO_PASSWORD });
    await seedDemoRecords(services);
  }
  const demoAdmin = await prisma.user.findUnique({ where: { email: DEMO_LOGINS[0].email }, select: { id: true } });
  return demoAdmin !== null;
}

function printWelcome(services: TServices, demo: boolean): void {
  const { config } = services;
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = ['', `Az eTanker portál elindult: ${url}`, `API dokumentáció: ${url}/api/docs/`, describeChromium(services.pdf.chromium)];
  if (demo) {
    const emailWidth = Math.max(...DEMO_LOGINS.map((l) => l.email.length), 'E-mail'.length);
    const roleWidth = Math.max(...DEMO_LOGINS.map((l) => l.role.length), 'Szerepkör'.length);
    const row = (email: string, role: string, password: string) => `  ${email.padEnd(emailWidth)}  ${role.padEnd(roleWidth)}  ${password}`;
    lines.push('', 'Bemutató felhasználók:', row('E-mail', 'Szerepkör', 'Jelszó'));
    for (const login of DEMO_LOGINS) lines.push(row(login.email, login.role, config.DEMO_PASSWORD));
  }
  console.log(lines.join('\n'));
}

// Stop steps, last first. Signals are handled from the first moment, so Ctrl+C during the
// migrations still stops the embedded PostgreSQL.
const onStop: Array<() => Promise<unknown>> = [];
let stopping = false;

async function runStopSteps(): Promise<void> {
  for (const step of onStop.splice(0).reverse()) await step().catch(() => undefined);
}

async function stop(reason: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`Leállás (${reason})…`);
  await runStopSteps();
  process.exit(0);
}

async function main(): Promise<void> {
  // `on`, not `once`: Ctrl+C reaches us twice (the terminal and scripts/start.mjs forwarding it).
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // scripts/start.mjs is gone (killed): nobody would stop us, so stop now.
  process.on('disconnect', () => void stop('disconnect'));

  const config = loadConfig();
  const db = await openDatabase(config);
  onStop.push(db.stop);
  const prisma = createPrisma(db.url);
  onStop.push(() => prisma.$disconnect());
  try {
    const migrated = await applyMigrations(db.url);
    const services = createServices(config, prisma, db.url);
    const demo = await seed(services, db.embedded, migrated);
    const app = await buildApp(services);
    onStop.push(() => app.close());
    await app.listen({ port: config.PORT, host: config.HOST }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      throw new StartError(
        `a(z) ${config.PORT}. port foglalt (fut már egy portál?); adjon meg másikat a PORT változóval.`,
        `port ${config.PORT} is taken (is a portal already running?); choose another one with PORT.`,
      );
    });
    printWelcome(services, demo);
    const jobs = createJobRunner({
      databaseUrl: db.url,
      context: services,
      jobs: [mailFlushJob(config.MAIL_QUEUE_SECONDS), ...moduleJobs],
      onError: (error: unknown) => app.log.error(error, 'ütemezett feladat hibája'),
    });
    // Stopped before the server closes (onStop runs last first): running jobs finish on an open database.
    onStop.push(() => jobs.stop());
    await jobs.start();
    // In the background: a large file store must not delay the start.
    sweepOrphanFiles(services).then(
      (swept) => swept.linked + swept.removed > 0 && app.log.info(swept, 'árva fájlok rendezve'),
      (error: unknown) => app.log.error(error, 'az árva fájlok söprése nem sikerült'),
    );
  } catch (error) {
    // A failed start must not leave the embedded PostgreSQL running.
    await runStopSteps();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (stopping) return; // a signal's stop is under way and exits by itself
  console.error(formatStartFailure(error));
  process.exit(1);
});
