// Puppeteer against the real server: one Chromium per test file, screenshots as artifacts,
// axe-core injected from its package.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { build } from 'vite';
import { CHROMIUM_FLAGS } from '../../server/src/pdf/renderer.ts';
import { clientBuildIsFresh } from '../../scripts/start.mjs';

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
  await page.waitForFunction(() => window.location.pathname === '/', { timeout: 15_000 });
}

/** Opens a page and waits until `marker` shows and the layout has settled. */
export async function visitScreen(page: Page, url: string, marker: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator(`::-p-text(${marker})`).setTimeout(15_000).wait();
  await new Promise((resolve) => setTimeout(resolve, 600));
}
