// npm run db:migration -- <name>: writes the next migration from the change of prisma/schema.
import { createMigration } from '../server/src/db/schema-engine.ts';

const name = process.argv[2];
if (!name) {
  console.error('Használat: npm run db:migration -- <név>');
  process.exit(1);
}
const dir = await createMigration(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test', name);
console.log(dir ? `Új migráció: ${dir}` : 'A séma nem változott, nincs új migráció.');
process.exit(0); // the schema engine's pool would keep the process alive for seconds
