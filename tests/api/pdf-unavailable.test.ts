// A server whose Chromium cannot start (no system Chromium, the bundled fallback off): the PDF
// routes answer a Hungarian 503, never a 500.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { buildApp } from '../../server/src/app.ts';
import { createServices } from '../../server/src/create-services.ts';
import { chooseChromium, CHROMIUM_UNAVAILABLE } from '../../server/src/pdf/chromium.ts';
import { createPdfRenderer } from '../../server/src/pdf/renderer.ts';
import { createTestDb } from '../helpers/db.ts';
import { authHeader, login } from '../helpers/server.ts';

let app: FastifyInstance;
let token: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-nopdf-'));

beforeAll(async () => {
  const { prisma, url } = await createTestDb();
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    CHROMIUM_PATH: '/nonexistent/chromium',
  });
  const pdf = createPdfRenderer({ chromium: chooseChromium({ systemPath: config.CHROMIUM_PATH, allowBundled: false }) });
  app = await buildApp({ ...createServices(config, prisma, url), pdf });
  token = await login(app, 'igenylo.a@etanker.local');
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PDF without a startable Chromium', () => {
  it('answers the preview with 503 and the Hungarian message', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/kotelezettsegvallalas/',
      headers: authHeader(token),
      payload: {
        subject: 'Nyomtató',
        financial_entry: 1,
        payment_type: 1,
        products: [{ name: 'Nyomtató', quantity: 1, unit: 'db', gross_price: 50000, vat: 1 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await app.inject({
      method: 'GET',
      url: `/api/kotelezettsegvallalas/${created.json().id}/generate_preview/?document_type=commitment`,
      headers: authHeader(token),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: CHROMIUM_UNAVAILABLE });
  });

  it('answers the privacy notice with the same 503', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/adatvedelmi-tajekoztato/', headers: authHeader(token) });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: CHROMIUM_UNAVAILABLE });
  });
});
