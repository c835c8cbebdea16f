// A real server for a test file: its own cloned database, services as in main.ts (files and the
// mail outbox in a temp dir, a real Chromium renderer, a random JWT secret), on 127.0.0.1:<free>.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { atFileEnd } from './file-end.ts';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/src/config.ts';
import { buildApp } from '../../server/src/app.ts';
import { createServices } from '../../server/src/create-services.ts';
import type { TServices } from '../../server/src/services.ts';
import { createTestDb, type TTestDb } from './db.ts';

export interface TTestServer {
  url: string;
  services: TServices;
  app: FastifyInstance;
  /** Where mail goes when no smtpUrl is given (.eml files). */
  outboxDir: string;
  close: () => Promise<void>;
}

export async function startTestServer(opts: { smtpUrl?: string; env?: Record<string, string>; database?: TTestDb } = {}): Promise<TTestServer> {
  const { prisma, url: databaseUrl } = opts.database ?? (await createTestDb());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-test-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://portal.test',
    ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
    ...(opts.smtpUrl ? { SMTP_URL: opts.smtpUrl } : {}),
    ...opts.env,
  });
  const services = createServices(config, prisma, databaseUrl);
  const app = await buildApp(services);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= app.close().then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    return closing;
  };
  atFileEnd(close);
  return { url: `http://127.0.0.1:${port}`, services, app, outboxDir: path.join(dataDir, 'outbox'), close };
}

/** Logs in through the documented REST call and answers the token. */
export async function login(app: FastifyInstance, email: string, password = 'etanker'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json<{ key: string }>().key;
}

export const authHeader = (token: string) => ({ authorization: `Token ${token}` });
