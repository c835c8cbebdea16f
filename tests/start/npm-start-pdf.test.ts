// The server as `npm start` runs it (node scripts/start.mjs → the esbuild bundle), not as the other
// tests build it in-process: the PDF templates must compile the same way in both.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/src/db/schema-engine.ts';
import { freePort, stopChild, waitForHttp } from '../../scripts/bench/server.ts';
import { createTestDb } from '../helpers/db.ts';

let child: ChildProcess;
let baseUrl: string;
let output = '';
let token: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-start-'));

beforeAll(async () => {
  const { url: databaseUrl } = await createTestDb();
  const port = await freePort();
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  baseUrl = `http://127.0.0.1:${port}`;
  // The first start may build the client (vite build) before the server listens.
  await waitForHttp(`${baseUrl}/api/docs/openapi.json`, child, 150_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  const login = await fetch(`${baseUrl}/api/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'igenylo.a@etanker.local', password: 'etanker' }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { key: string }).key;
}, 180_000);

afterAll(async () => {
  if (child) await stopChild(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function get(url: string) {
  return fetch(`${baseUrl}${url}`, { headers: { authorization: `Token ${token}` } });
}

async function expectPdf(res: Response) {
  const body = Buffer.from(await res.arrayBuffer());
  expect(res.status, `${body.toString('utf8', 0, 300)}\n${output}`).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('npm start (node scripts/start.mjs, DATABASE_URL)', () => {
  it('names the Chromium it prints with in the start-up message', async () => {
    await expect.poll(() => output).toMatch(/PDF: a (rendszer|@sparticuz\/chromium csomag) Chromiuma/);
  });

  it("answers a commitment's PDF preview", async () => {
    const created = await fetch(`${baseUrl}/api/kotelezettsegvallalas/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: 'Árvíztűrő tükörfúrógép beszerzése',
        financial_entry: 1,
        payment_type: 1,
        products: [{ name: 'Tükörfúrógép', quantity: 1, unit: 'db', gross_price: 127000, vat: 1 }],
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await expectPdf(await get(`/api/kotelezettsegvallalas/${id}/generate_preview/?document_type=commitment`));
  });

  it('answers the privacy notice PDF', async () => {
    await expectPdf(await get('/api/adatvedelmi-tajekoztato/'));
  });
});
