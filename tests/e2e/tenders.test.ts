// The tenders screens (/penzugy/palyazatok: new, details, list) for the centre's finance at 1366
// and 390 px: a tender is saved through the form, its details show its money; axe-core passes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
}, 120_000);

const visit = (pathname: string, marker: string) => visitScreen(page, `${e2e.server.url}${pathname}`, marker);
const noHorizontalScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('tenders screens', () => {
  it('new, details and list at 1366 and 390 px', { timeout: 120_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'penzugy@etanker.local');

    await visit('/penzugy/palyazatok/uj.html', 'Új pályázat');
    await page.locator('::-p-aria(Megnevezés)').fill('Duális képzés fejlesztése');
    await page.locator('::-p-aria(Azonosító)').fill('GINOP-6.2.4-VEKOP');
    await page.locator('::-p-aria(Intézmények)').click();
    await page.locator('[role="option"] ::-p-text(001 -)').click();
    await page.keyboard.press('Escape');
    await page.locator('::-p-aria(Összeg)').fill('5000000');
    // The currency's default (static key 1) shows in its select.
    expect(
      await page
        .locator('::-p-aria(Pénznem)')
        .map((input) => (input as HTMLInputElement).value)
        .wait(),
    ).toBe('Ft');
    await screenshot(page, 'tenders-uj-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('::-p-text(Mentés)').click();
    await page.waitForFunction(() => /^\/penzugy\/palyazatok\/\d+\.html$/.test(window.location.pathname), { timeout: 15_000 });
    await page.locator('::-p-text(Pénzügyi állás)').wait();
    await new Promise((resolve) => setTimeout(resolve, 600));
    const details = await page.evaluate(() => document.body.innerText);
    expect(details).toContain('Duális képzés fejlesztése - GINOP-6.2.4-VEKOP');
    expect(details).toContain('5 000 000 Ft');
    await screenshot(page, 'tenders-reszletek-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewport({ width: 390, height: 844 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await noHorizontalScroll()).toBe(true);
    await screenshot(page, 'tenders-reszletek-390');

    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewport({ width, height });
      await visit('/penzugy/palyazatok/lista.html', 'Duális képzés fejlesztése');
      expect(await noHorizontalScroll()).toBe(true);
      await screenshot(page, `tenders-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
