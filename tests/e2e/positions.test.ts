// The position screens (/hr/allashelyek) of a school's HR at 1366×768 and 390 px: list and new
// render and pass axe-core; saving without choosing tender or no tender shows the rule's text.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';
import { TENDER_CHOICE } from '../../server/src/modules/hr/positions/manifest.ts';

const e2e = e2eFile();

let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
}, 120_000);

describe('position screens', () => {
  it('list and new at 1366 and 390 px; the tender rule is shown before sending', { timeout: 120_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'hr.a@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewport({ width, height });
      await visitScreen(page, `${e2e.server.url}/hr/allashelyek/lista.html`, 'Új álláshely');
      await screenshot(page, `positions-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visitScreen(page, `${e2e.server.url}/hr/allashelyek/uj.html`, 'Pályázati kiírás szükséges');
      await screenshot(page, `positions-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.locator('::-p-text(Mentés)').click();
    await page.locator(`::-p-text(${TENDER_CHOICE})`).setTimeout(5_000).wait();
  });
});
