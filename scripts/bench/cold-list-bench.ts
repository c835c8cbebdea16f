// Issue 23 item 6: an HR list (Dolgozók) on a first visit with an empty browser cache, bytes over
// the wire (CDP's encoded lengths: compressed bodies and headers, as the network carries them) and
// the time until its rows show, beside the same page again with the cache warm.
import puppeteer, { type Page } from 'puppeteer';
import { CHROMIUM_FLAGS } from '../../server/src/pdf/renderer.ts';
import { login } from './http.ts';

export const COLD_LIST_PATH = '/hr/dolgozok/lista.html';
const ROW_SELECTOR = 'tbody tr[data-row-id]';
// The client keeps its login token here (client/src/api/token.ts).
const TOKEN_KEY = 'token';
const RUNS = 5;

export interface TVisit {
  ms: number;
  kb: number;
  /** Kilobytes of scripts alone, as encoded on the wire. */
  js_kb: number;
  requests: number;
  /** The Content-Encoding of the scripts ('' = none). */
  encodings: string[];
}

export interface TColdListFigure {
  cold: TVisit & { runs: number[] };
  warm: TVisit & { runs: number[] };
}

/** Loads the list and counts what crossed the wire until its rows show. */
async function visit(page: Page, url: string): Promise<TVisit> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const scripts = new Set<string>();
  const encodings = new Set<string>();
  let bytes = 0;
  let jsBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return;
    scripts.add(e.requestId);
    encodings.add(e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '');
    encodings.add(e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '');
  });
  cdp.on('Network.loadingFinished', (e) => {
    requests++;
    bytes += e.encodedDataLength;
    if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(ROW_SELECTOR, { timeout: 30_000 });
  const ms = performance.now() - started;
  // Whatever the page still fetches for this view counts too (lazy chunks started before the rows).
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
  await cdp.detach();
  return { ms, kb: bytes / 1024, js_kb: jsBytes / 1024, requests, encodings: [...encodings].sort() };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summary(visits: TVisit[]): TVisit & { runs: number[] } {
  return {
    ms: median(visits.map((v) => v.ms)),
    kb: median(visits.map((v) => v.kb)),
    js_kb: median(visits.map((v) => v.js_kb)),
    requests: median(visits.map((v) => v.requests)),
    encodings: [...new Set(visits.flatMap((v) => v.encodings))].sort(),
    runs: visits.map((v) => Math.round(v.ms)),
  };
}

export async function benchColdList(options: { baseUrl: string; email: string }): Promise<TColdListFigure> {
  const token = await login(options.baseUrl, options.email);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    defaultViewport: { width: 1366, height: 768 },
  });
  try {
    const cold: TVisit[] = [];
    const warm: TVisit[] = [];
    for (let i = 0; i < RUNS; i++) {
      // A fresh browser context each time: an empty cache, the login token already stored.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.evaluateOnNewDocument((key: string, value: string) => localStorage.setItem(key, value), TOKEN_KEY, token);
      cold.push(await visit(page, `${options.baseUrl}${COLD_LIST_PATH}`));
      warm.push(await visit(page, `${options.baseUrl}${COLD_LIST_PATH}`));
      await context.close();
    }
    return { cold: summary(cold), warm: summary(warm) };
  } finally {
    await browser.close();
  }
}
