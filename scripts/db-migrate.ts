// npm run db:migrate: applies pending migrations to DATABASE_URL (else the embedded database).
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { applyMigrations } from '../server/src/db/schema-engine.ts';

const db = await openDatabase(loadConfig());
const applied = await applyMigrations(db.url);
console.log(applied.length ? `Alkalmazott migrációk: ${applied.join(', ')}` : 'Az adatbázis naprakész.');
await db.stop();
process.exit(0);
