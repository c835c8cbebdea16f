// `npm start`: config → database (embedded or DATABASE_URL) → migrations → reference data (and
// demo data on a fresh embedded database) → services → buildApp → listen. Chromium starts on the
// first PDF, not here, so a restart on an existing database is ready in about a second.
import { loadConfig, type TConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { applyMigrations } from './db/schema-engine.ts';
import { createPrisma, type TPrisma } from './db/client.ts';
import { seedReferenceData } from '../../prisma/seed/reference.ts';
import { DEMO_LOGINS, seedDemoData } from '../../prisma/seed/demo.ts';
import { buildApp } from './app.ts';
import { createServices } from './core/create-services.ts';

/** Demo data only into an embedded database that has no users yet (first start). */
async function seed(prisma: TPrisma, embedded: boolean, demoPassword: string): Promise<boolean> {
  await seedReferenceData(prisma);
  if (embedded && (await prisma.user.count()) === 0) await seedDemoData(prisma, { password: demoPassword });
  const demoAdmin = await prisma.user.findUnique({ where: { email: DEMO_LOGINS[0].email }, select: { id: true } });
  return demoAdmin !== null;
}

function printWelcome(config: TConfig, demo: boolean): void {
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = ['', `Az eTanker portál elindult: ${url}`, `API dokumentáció: ${url}/api/docs/`];
  if (demo) {
    const emailWidth = Math.max(...DEMO_LOGINS.map((l) => l.email.length), 'E-mail'.length);
    const roleWidth = Math.max(...DEMO_LOGINS.map((l) => l.role.length), 'Szerepkör'.length);
    const row = (email: string, role: string, password: string) => `  ${email.padEnd(emailWidth)}  ${role.padEnd(roleWidth)}  ${password}`;
    lines.push('', 'Bemutató felhasználók:', row('E-mail', 'Szerepkör', 'Jelszó'));
    for (const login of DEMO_LOGINS) lines.push(row(login.email, login.role, config.DEMO_PASSWORD));
  }
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await applyMigrations(db.url);
  const prisma = createPrisma(db.url);
  const demo = await seed(prisma, db.embedded, config.DEMO_PASSWORD);
  const app = await buildApp(createServices(config, prisma));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'leállás');
    await app.close();
    await db.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  printWelcome(config, demo);
}

await main();
