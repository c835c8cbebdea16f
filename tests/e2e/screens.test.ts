// Every screen of the shell and the reference modules renders, passes axe-core (no serious or
// critical violations) and is saved as a screenshot; the login route stays within its JS budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { e2eFile, enableDownloads, screenshot, seriousViolations, visitScreen, waitForFile } from './browser.ts';

const e2e = e2eFile();

const DIST = path.resolve(import.meta.dirname, '../../client/dist');
const LOGIN_JS_BUDGET_BYTES = 250 * 1024;

let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
  page.on('request', (request) => pending.add(request.url()));
  page.on('requestfinished', (request) => pending.delete(request.url()));
  page.on('requestfailed', (request) => pending.delete(request.url()));
}, 120_000);

const pending = new Set<string>();

/** Opens a page (through the loading screen) and waits for its marker text and its data. */
async function visit(pathname: string, waitForText: string): Promise<void> {
  await visitScreen(page, `${e2e.server.url}${pathname}`, waitForText);
}

/** Names the failing step and keeps a screenshot of the page at that moment. */
async function step(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    await screenshot(page, `failed-${name.replace(/\W+/g, '-')}`);
    throw new Error(`${name}: ${(error as Error).message}; pending: ${[...pending].join(', ')}`, { cause: error });
  }
}

describe('screens', () => {
  it('keeps the login route JS within 250 KB gzip', async () => {
    const scripts: string[] = [];
    const fresh = await e2e.browser.newPage();
    fresh.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await fresh.goto(`${e2e.server.url}/belepes.html`, { waitUntil: 'networkidle0' });
    const gzipped = scripts.reduce((sum, asset) => sum + zlib.gzipSync(fs.readFileSync(path.join(DIST, asset))).length, 0);
    console.info(`login route: ${scripts.length} scripts, ${(gzipped / 1024).toFixed(1)} KB gzip`);
    expect(gzipped).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
    await fresh.close();
  });

  it('renders the shell and the reference modules for a central user', { timeout: 120_000 }, async () => {
    // Other tabs may have taken the focus; background tabs do not paint.
    await page.bringToFront();
    await page.goto(`${e2e.server.url}/belepes.html`, { waitUntil: 'networkidle0' });
    await page.locator('input[type=email]').fill('kozpontipenzugy@etanker.local');
    await page.locator('input[type=password]').fill('etanker');
    await step('login', async () => {
      await page.locator('button[type=submit]').click();
      await page.waitForFunction(() => window.location.pathname === '/', { timeout: 15_000 });
    });

    const screens: [string, string, string][] = [
      ['20-kezdolap-kozpont', '/', 'Hírek'],
      ['21-partnerek-lista', '/penzugy/partnerek/lista.html', 'Partnerek'],
      ['22-partner-uj', '/penzugy/partnerek/uj.html', 'Új partner'],
      ['23-rendszerhibak-lista', '/rendszerhibak.html', 'Rendszerhibák'],
      ['24-rendszerhiba-uj', '/rendszerhibak/uj.html', 'Rendszerhiba bejelentése'],
      ['25-jelszo-modositasa', '/jelszo_modositasa.html', 'Jelenlegi jelszó'],
      ['26-kotelezettsegvallalas-lista-kozpont', '/penzugy/kotelezettsegvallalas/lista.html', 'Kötelezettségvállalások'],
      ['27-uzenetek', '/uzenetek.html', 'Üzenetek'],
      ['28-rendszeruzenetek', '/rendszeruzenetek.html', 'Rendszerüzenetek'],
    ];
    for (const [name, pathname, marker] of screens) {
      await step(name, async () => {
        await visit(pathname, marker);
        await screenshot(page, name);
      });
      expect(await seriousViolations(page), name).toEqual([]);
    }

    // The profile menu: greeting, and the privacy notice downloaded as a PDF.
    await step('privacy notice', async () => {
      const downloads = await enableDownloads(page);
      await visit('/', 'Hírek');
      await page.locator('button[data-menu="profile"]').hover();
      await page.locator('::-p-text(Üdvözöljük, Varga Zsuzsanna!)').wait();
      await screenshot(page, '19-profil-menu');
      await page.locator('::-p-text(Adatvédelmi tájékoztató)').click();
      const pdf = await waitForFile(downloads, /\.pdf$/);
      expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    });

    // A section's parent path redirects to its list (in-app navigation).
    await step('parent path', async () => {
      await page.evaluate(() => {
        window.history.pushState({}, '', '/penzugy/partnerek');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForFunction(() => window.location.pathname === '/penzugy/partnerek/lista.html', { timeout: 15_000 });
    });

    // A partner's details through the list.
    await step('partner details', async () => {
      await visit('/penzugy/partnerek/lista.html', 'Partnerek');
      await page.locator('tbody a').setTimeout(15_000).click();
      await page.waitForFunction(() => /^\/penzugy\/partnerek\/\d+\.html$/.test(window.location.pathname), { timeout: 15_000 });
    });
    await page.locator('::-p-text(Bankszámlaszám)').wait();
    await screenshot(page, '29-partner-reszletek');
    expect(await seriousViolations(page)).toEqual([]);

    // A commitment without products, then its details as the centre sees them (extra comment flags).
    await step('new commitment', async () => {
      await visit('/penzugy/kotelezettsegvallalas/uj.html', 'Új kötelezettségvállalás');
      await page.locator('::-p-aria(Tárgy)').fill('Nyomtatópapír');
      await page.locator('::-p-aria(Főkönyvi tétel)').click();
      await page.keyboard.type('K312');
      await page.locator('[role="option"] ::-p-text(K312)').click();
      await page.locator('::-p-aria(Bruttó összeg)').fill('45000');
      await page.locator('::-p-aria([name="Mentés"][role="button"])').click();
      await page.waitForFunction(() => /^\/penzugy\/kotelezettsegvallalas\/\d+\.html$/.test(window.location.pathname), { timeout: 15_000 });
    });
    await page.locator('::-p-text(Csak központi megjegyzés)').setTimeout(15_000).wait();
    await screenshot(page, '30-kotelezettsegvallalas-reszletek-kozpont');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
