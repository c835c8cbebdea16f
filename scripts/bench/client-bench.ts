// Issue 3's figures: the JS the login route loads (gzip), and in headless Chromium the
// commitment list until 25 rows show and a details page until its heading and reference show.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import puppeteer, { type Page } from 'puppeteer';
import { repoRoot } from '../../server/src/db/schema-engine.ts';
import { CHROMIUM_FLAGS } from '../../server/src/pdf/renderer.ts';

const DIST = path.join(repoRoot, 'client/dist');
const RUNS = 5;
const LIST_PATH = '/penzugy/kotelezettsegvallalas/lista.html';
const ROW_SELECTOR = 'tbody tr[data-row-id]';

export interface TClientFigure {
  /** The entry script and modulepreloads of client/dist/index.html. */
  index_js_gzip_kb: number;
  /** Every script Chromium fetched to show /belepes.html (the lazy login chunk included). */
  login_js_gzip_kb: number;
  login_js_files: string[];
  list_ms: { median: number; max: number; runs: number[] };
  detail_ms: { median: number; max: number; runs: number[] };
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).byteLength / 1024;

function indexScripts(): string[] {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  return [...new Set(srcs.map((m) => m[1]))];
}

const distFile = (urlPath: string) => path.join(DIST, decodeURIComponent(new URL(urlPath, 'http://x').pathname));

async function timed(page: Page, url: string, ready: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await ready();
  return performance.now() - started;
}

const summary = (runs: number[]) => {
  const sorted = [...runs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1)!, runs };
};

export async function benchClient(options: {
  baseUrl: string;
  email: string;
  password: string;
  record: { id: number; reference_number: string };
  log: (line: string) => void;
}): Promise<TClientFigure> {
  const indexJs = indexScripts().reduce((sum, src) => sum + gzipKb(distFile(src)), 0);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    defaultViewport: { width: 1366, height: 900 },
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(options.baseUrl)) scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${options.baseUrl}/belepes.html`, { waitUntil: 'networkidle0' });
    const loginFiles = [...scripts].sort();
    const loginJs = loginFiles.reduce((sum, p) => sum + gzipKb(distFile(p)), 0);

    await page.locator('input[type=email]').fill(options.email);
    await page.locator('input[type=password]').fill(options.password);
    await page.locator('button[type=submit]').click();
    await page.waitForFunction(() => window.location.pathname === '/', { timeout: 15_000 });

    const listRuns: number[] = [];
    const detailRuns: number[] = [];
    // One untimed visit of each page first: the lazy module chunks are then in the browser cache,
    // as for a user who has opened the portal before.
    for (let i = 0; i <= RUNS; i++) {
      const list = await timed(page, `${options.baseUrl}${LIST_PATH}`, () =>
        page.waitForFunction((selector: string) => document.querySelectorAll(selector).length >= 25, { polling: 'raf', timeout: 30_000 }, ROW_SELECTOR),
      );
      const detail = await timed(page, `${options.baseUrl}/penzugy/kotelezettsegvallalas/${options.record.id}.html`, () =>
        page.waitForFunction(
          (reference: string) => document.querySelector('h1') !== null && document.body.innerText.includes(reference),
          { polling: 'raf', timeout: 30_000 },
          options.record.reference_number,
        ),
      );
      if (i === 0) continue;
      listRuns.push(list);
      detailRuns.push(detail);
    }
    return { index_js_gzip_kb: indexJs, login_js_gzip_kb: loginJs, login_js_files: loginFiles, list_ms: summary(listRuns), detail_ms: summary(detailRuns) };
  } finally {
    await browser.close();
  }
}
