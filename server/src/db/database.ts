// Where the database is: DATABASE_URL, else the embedded PostgreSQL under DATA_DIR.
import type { TConfig } from '../config.ts';
import { startEmbeddedPostgres } from './embedded.ts';

export interface TDatabase {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

export async function openDatabase(config: TConfig): Promise<TDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: false, stop: async () => undefined };
  const pg = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT });
  return { url: pg.url, embedded: true, stop: pg.stop };
}
