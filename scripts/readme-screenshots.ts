// npx tsx scripts/readme-screenshots.ts: the README's screenshots, taken from a fresh portal with
// the demo data (embedded PostgreSQL in a temp folder), as a school manager sees it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import puppeteer from 'puppeteer';
import { CHROMIUM_FLAGS } from '../server/src/pdf/renderer.ts';
import { repoRoot } from '../server/src/db/schema-engine.ts';

const port = Number(process.env.PORT ?? 3987);
const base = `http://127.0.0.1:${port}`;
const outDir = path.join(repoRoot, 'docs/screenshots');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-shots-'));
// The embedded database with demo data, whatever DATABASE_URL this shell has.
const { DATABASE_URL: _ignored, ...env } = process.env;
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: repoRoot,
  env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForServer() {
  // Up to 5 minutes: a first start builds the client, creates the cluster and seeds the demo data.
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/belepes.html`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('A portál nem indult el.');
}

try {
  await waitForServer();
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    defaultViewport: { width: 1366, height: 860 },
  });
  const page = await browser.newPage();
  const shot = async (name: string) => {
    await new Promise((r) => setTimeout(r, 800));
    await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: name !== 'reszletek' });
  };
  await page.goto(`${base}/belepes.html`);
  await page.type('input[type=email], input[name=email]', 'vezeto.a@etanker.local');
  await page.type('input[type=password]', 'etanker');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/', { timeout: 20_000 });
  await shot('kezdolap');
  await page.goto(`${base}/penzugy/kotelezettsegvallalas/lista.html`);
  await page.waitForSelector('tbody tr');
  await shot('lista');
  const login = await fetch(`${base}/api/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'vezeto.a@etanker.local', password: 'etanker' }),
  });
  const { key } = (await login.json()) as { key: string };
  const waiting = (await (await fetch(`${base}/api/kotelezettsegvallalas/?waiting_for_me=true`, { headers: { authorization: `Token ${key}` } })).json()) as {
    data: { id: number }[];
  };
  await page.goto(`${base}/penzugy/kotelezettsegvallalas/${waiting.data[0].id}.html`);
  await page.waitForSelector('h1, h2');
  await shot('reszletek');
  await browser.close();
  console.log(`Képernyőképek: ${outDir}`);
} finally {
  // A server that already ended (it failed to start) sends no second 'exit'.
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
