import path from 'node:path';
import { defineConfig } from 'prisma/config';

// Prisma 7 reads no .env and throws on a missing env(); generate needs no real database.
export default defineConfig({
  schema: path.join('prisma', 'schema'),
  migrations: { path: path.join('prisma', 'migrations') },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/placeholder' },
});
