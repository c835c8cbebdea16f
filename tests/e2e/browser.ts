// Puppeteer against the real server: one Chromium per test file, screenshots as artifacts,
// axe-core injected from its package.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, expect } from 'vitest';
import { build } from 'vite';
import { CHROMIUM_FLAGS } from '../../server/src/pdf/renderer.ts';
import { clientBuildIsFresh } from '../../scripts/start.mjs';
import { startTestServer, type TTestServer } from '../helpers/server.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-artifacts/screenshots');

/** Builds client/dist from the current sources, so the server serves what is being tested; a build
 * newer than every source is kept (the browser test files run one after another). */
export async function buildClient(): Promise<void> {
  if (clientBuildIsFresh()) return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.resolve(import.meta.dirname, '../../client/vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    defaultViewport: { width: 1366, height: 900 },
  });
}

/** One e2e file's world, ready in its first hook: the client built from the sources, a test server
 * on the demo data and a Chromium. */
export interface TE2e {
  readonly server: TTestServer;
  readonly browser: Browser;
}

/** Call at the top of a test file: its hooks run before the file's own and close the Chromium after. */
export function e2eFile(): TE2e {
  let server: TTestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await buildClient();
    server = await startTestServer();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Az e2e környezet még nem indult el (beforeAll).');
    return value;
  };
  return {
    get server() {
      return ready(server);
    },
    get browser() {
      return ready(browser);
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export interface TAxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical axe-core violations of the current page. */
export async function seriousViolations(page: Page): Promise<TAxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: () => Promise<{ violations: TAxeViolation[] }> } }).axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** Every WCAG 2.0/2.1 A and AA violation of the current page, whatever its impact. */
export async function wcagAaViolations(page: Page): Promise<TAxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: TAxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

/** A download folder for this page; files land there under the server's filename. */
export async function enableDownloads(page: Page): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-download-'));
  const session = await page.createCDPSession();
  await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
  return dir;
}

export async function waitForFile(dir: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const hit = fs.readdirSync(dir).find((name) => pattern.test(name) && !name.endsWith('.crdownload'));
    if (hit) return path.join(dir, hit);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no file matching ${pattern} in ${dir}: ${fs.readdirSync(dir).join(', ')}`);
}

/** Logs `email` (demo password) in through the login form and waits for the landing page. */
export async function logInAs(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/belepes.html`, { waitUntil: 'networkidle0' });
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill('etanker');
  await page.locator('button[type=submit]').click();
  // 30 s: the first login of a file meets a cold server on a loaded machine.
  await page.waitForFunction(() => window.location.pathname === '/', { timeout: 30_000 });
}

/** Waits until the page has stopped changing: no DOM change and no finite animation for 200 ms,
 * 600 ms at the most (the fixed wait this replaced, paid on every screen of every walk). Polled in
 * the page, as waitForNetworkIdle hung now and then on the open live-update streams. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    (quietMs, maxMs) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let changed = started;
        const observer = new MutationObserver(() => (changed = performance.now()));
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const check = () => {
          const now = performance.now();
          const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
          if (moving) changed = now;
          if (now - changed < quietMs && now - started < maxMs) return void setTimeout(check, 50);
          observer.disconnect();
          resolve();
        };
        setTimeout(check, 50);
      }),
    200,
    600,
  );
}

/** Opens a page and waits until `marker` shows and the layout has settled. */
export async function visitScreen(page: Page, url: string, marker: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator(`::-p-text(${marker})`).setTimeout(15_000).wait();
  await settle(page);
}

/** The two sizes every screen is tried at (issue 11): a 1366×768 desktop and a 390×844 phone. */
export const SIZES = [
  { name: 'asztali', width: 1366, height: 768 },
  { name: 'telefon', width: 390, height: 844 },
] as const;

/** What a screen shows that staff cannot use: horizontal page scroll (with the elements that
 * cause it), a header on more than one line or spilling out, state badges whose text is cut
 * without the full text in a tooltip. */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const scrollsOnItsOwn = (node: Element) => {
      for (let parent = node.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const header = document.querySelector('header');
    const box = header?.getBoundingClientRect();
    const rects = header
      ? Array.from(header.querySelectorAll('a, button'))
          .map((node) => node.getBoundingClientRect())
          .filter((rect) => rect.height > 0 && rect.width > 0)
      : [];
    const centres = rects.map((rect) => rect.top + rect.height / 2);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width: window.innerWidth,
      wide: Array.from(document.querySelectorAll('body *'))
        .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5 && !scrollsOnItsOwn(node))
        .slice(0, 5)
        .map((node) => `${node.tagName.toLowerCase()}.${Array.from(node.classList).join('.')} ${(node.textContent ?? '').slice(0, 30)}`),
      headerSpread: centres.length ? Math.max(...centres) - Math.min(...centres) : 0,
      headerSpills: rects.filter((rect) => box && (rect.top < box.top || rect.bottom > box.bottom || rect.right > box.right)).length,
      cutBadges: Array.from(document.querySelectorAll('.mantine-Badge-label'))
        .filter((label) => label.scrollWidth > label.clientWidth + 1)
        .filter((label) => label.closest('[title]')?.getAttribute('title') !== label.textContent)
        .map((label) => label.textContent),
    };
  });
}

/** The page as staff need it at its current size: no horizontal page scroll, the header on one
 * line, every state text readable, and no WCAG 2.1 A/AA violation (axe-core). */
/** Waits (at most 10 s) until no toast is fading in or out: axe reads a half-transparent toast's text as too little contrast. */
async function toastsAtRest(page: Page): Promise<void> {
  const atRest = () =>
    Array.from(document.querySelectorAll('.mantine-Notification-root')).every((toast) => {
      for (let node: Element | null = toast; node; node = node.parentElement) if (Number(getComputedStyle(node).opacity) < 1) return false;
      return true;
    });
  await page.waitForFunction(atRest, { timeout: 10_000 }).catch(() => undefined);
}

export async function expectUsableScreen(page: Page, label: string): Promise<void> {
  await toastsAtRest(page);
  const layout = await layoutProblems(page);
  expect(layout.scrollWidth, `${label}: horizontal scroll (${layout.wide.join(' | ')})`).toBeLessThanOrEqual(layout.width);
  expect(layout.headerSpread, `${label}: header on one line`).toBeLessThanOrEqual(4);
  expect(layout.headerSpills, `${label}: header controls outside the header`).toBe(0);
  expect(layout.cutBadges, `${label}: cut state text`).toEqual([]);
  expect(await wcagAaViolations(page), label).toEqual([]);
}

/** The labels of the write controls (buttons or links by their text) the page shows, of `labels`. */
export async function shownControls(page: Page, labels: readonly string[]): Promise<string[]> {
  const shown = await page.$$eval('button, a[href]', (nodes) => nodes.map((node) => (node.textContent ?? '').trim()));
  return labels.filter((label) => shown.includes(label));
}

export interface TScreen {
  /** The screenshot's name (the width is appended). */
  name: string;
  path: string;
  /** A text that shows once the screen has its data. */
  marker: string;
  /** The module's own checks of this screen. */
  check?: (page: Page) => Promise<void>;
}

/** The plain walk of a module's screens (list, new, details, calendar…) at both sizes as `email`:
 * each screen opened, checked, saved as a screenshot, with no serious axe violation and no
 * horizontal page scroll. A fresh tab per size: a tab's later page loads waited on the
 * live-update streams of its earlier ones. */
export async function walkScreens(browser: Browser, baseUrl: string, email: string, screens: TScreen[]): Promise<void> {
  for (const size of SIZES) {
    const page = await browser.newPage();
    await page.setViewport({ width: size.width, height: size.height });
    await logInAs(page, baseUrl, email);
    for (const screen of screens) {
      await visitScreen(page, `${baseUrl}${screen.path}`, screen.marker);
      await screen.check?.(page);
      await screenshot(page, `${screen.name}-${size.width}`);
      const label = `${screen.name} ${size.width}`;
      expect(await seriousViolations(page), label).toEqual([]);
      const { scrollWidth, width, wide } = await layoutProblems(page);
      expect(scrollWidth, `${label}: horizontal scroll (${wide.join(' | ')})`).toBeLessThanOrEqual(width);
    }
    await page.close();
  }
}

/** Clicks `selector` after scrolling it to the middle of the viewport: an element that is only
 * just in view may sit under the fixed header, which would take the click. */
export async function clickCentred(page: Page, selector: string): Promise<void> {
  const element = await page.locator(selector).setTimeout(15_000).waitHandle();
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await element.click();
  await element.dispose();
}

/** The dialog is fully inside the viewport (on the phone it fills the screen). */
export async function expectDialogInView(page: Page, label: string): Promise<void> {
  await page.locator('[role=dialog]').setTimeout(15_000).wait();
  await new Promise((resolve) => setTimeout(resolve, 600));
  const box = await page.$eval('[role=dialog]', (node) => {
    const rect = node.getBoundingClientRect();
    return { top: rect.top, left: rect.left, right: rect.right, bottom: rect.bottom, width: window.innerWidth, height: window.innerHeight };
  });
  expect(box.top, label).toBeGreaterThanOrEqual(0);
  expect(box.left, label).toBeGreaterThanOrEqual(0);
  expect(box.right, label).toBeLessThanOrEqual(box.width);
  expect(box.bottom, label).toBeLessThanOrEqual(box.height);
}
