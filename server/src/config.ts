// Every environment variable the server reads, parsed once (README lists them).
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './db/schema-engine.ts';

const ZEnv = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Server processes sharing the port (server/src/workers.ts); 1: this process serves. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DATABASE_URL: z.string().url().optional(),
  /** The embedded PostgreSQL's port; unset: a free port remembered in DATA_DIR/postgres.port. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  DEMO_PASSWORD: z.string().min(1).default('etanker'),
  PUBLIC_URL: z.string().url().optional(),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(20),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('eTanker <noreply@etanker.local>'),
  /** How often queued notices are sent; notices of one round go to a recipient as one mail. */
  MAIL_QUEUE_SECONDS: z.coerce.number().positive().default(10),
  /** A list export of more rows than this runs as a background job into the user's export folder (modules/background-export.ts). */
  EXPORT_IN_BACKGROUND_ROWS: z.coerce.number().int().positive().default(5000),
  /** Reverse proxies whose X-Forwarded-For / -Proto are believed: addresses, CIDR ranges or
   * proxy-addr names (loopback, uniquelocal), comma-separated. Unset: none. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .transform((list) => (list && list.length > 0 ? list : undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where files live: `local` (DATA_DIR/files) or `s3` (the S3_* settings; several machines). */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type TConfig = z.infer<typeof ZEnv> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.parse(env);
  if (parsed.FILE_STORAGE === 's3' && !parsed.S3_BUCKET) throw new Error('FILE_STORAGE=s3: S3_BUCKET is required.');
  return { ...parsed, dataDir: path.resolve(parsed.DATA_DIR) };
}
