// npm run db:seed [-- --demo]: migrates the database, seeds reference data, with --demo the demo data.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { applyMigrations } from '../server/src/db/schema-engine.ts';
import { createPrisma } from '../server/src/db/client.ts';
import { seedReferenceData } from '../prisma/seed/reference.ts';
import { seedDemoData } from '../prisma/seed/demo.ts';
import { seedDemoRecords } from '../prisma/seed/demo-records.ts';
import { createServices } from '../server/src/create-services.ts';

const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
const config = loadConfig();
const db = await openDatabase(config);
const prisma = createPrisma(db.url, 2);
try {
  const applied = await applyMigrations(db.url);
  console.log(applied.length ? `Alkalmazott migrációk: ${applied.join(', ')}` : 'Az adatbázis sémája naprakész.');
  await seedReferenceData(prisma);
  console.log('Törzsadatok feltöltve: jogosultságok, csoportok, statikus listák, beállítások.');
  if (values.demo) {
    const logins = await seedDemoData(prisma, { password: config.DEMO_PASSWORD });
    const records = await seedDemoRecords(createServices(config, prisma, db.url));
    if (records) console.log(`Demó ügyek létrehozva: ${records} db.`);
    console.log('Demó adatok feltöltve. Belépések (jelszó: a DEMO_PASSWORD értéke):');
    for (const login of logins) console.log(`  ${login.email.padEnd(32)} ${login.role}`);
  }
} catch (error) {
  console.error('Hiba az adatbázis feltöltése közben:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
  await db.stop();
}
// The migration engine keeps a handle open.
process.exit(process.exitCode ?? 0);
