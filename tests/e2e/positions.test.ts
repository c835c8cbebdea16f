// The position screens (/hr/allashelyek) of a school's HR at 1366×768 and 390 px: list and new
// render and pass axe-core; saving without choosing tender or no tender shows the rule's text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { buildClient, launchBrowser, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';
import { TENDER_CHOICE } from '../../server/src/modules/hr/positions/manifest.ts';

let server: TTestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  browser = await launchBrowser();
  page = await browser.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('position screens', () => {
  it('list and new at 1366 and 390 px; the tender rule is shown before sending', { timeout: 120_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, server.url, 'hr.a@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewport({ width, height });
      await visitScreen(page, `${server.url}/hr/allashelyek/lista.html`, 'Új álláshely');
      await screenshot(page, `positions-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visitScreen(page, `${server.url}/hr/allashelyek/uj.html`, 'Pályázati kiírás szükséges');
      await screenshot(page, `positions-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.locator('::-p-text(Mentés)').click();
    await page.locator(`::-p-text(${TENDER_CHOICE})`).setTimeout(5_000).wait();
  });
});
