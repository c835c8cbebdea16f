// The contract library screens (/szerzodestar: new, details, list) for a school's requester at
// 1366 and 390 px: the form shows the total the price makes, the handler comes from referensek/,
// the saved contract shows the server's money; axe-core passes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function pick(page: Page, label: string, option: string) {
  await page.locator(`::-p-aria(${label})`).click();
  await page.locator(`[role="option"] ::-p-text(${option})`).click();
}

describe('contract library screens', () => {
  it('new, details and list at 1366 and 390 px', { timeout: 150_000 }, async () => {
    const page = await e2e.browser.newPage();
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'igenylo.a@etanker.local');

    await visitScreen(page, `${e2e.server.url}/szerzodestar/uj.html`, 'Új szerződés');
    await page.locator('::-p-aria(Iktatószám)').fill('E2E/2026/1');
    await page.locator('::-p-aria(Tárgy)').fill('Fénymásolók bérlete');
    await pick(page, 'Szerződés típusa', 'Bérleti szerződés');
    await pick(page, 'Intézmény', '001 -');
    await pick(page, 'Referens', 'Szabó László');
    await page.locator('::-p-aria(Egységár (bruttó))').fill('125000');
    await page.locator('::-p-aria(Alkalmak száma)').fill('12');
    await page.locator('::-p-text(Teljes összeg (bruttó): 1 500 000 Ft)').wait();
    await screenshot(page, 'contract-library-uj-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('::-p-text(Mentés)').click();
    await page.waitForFunction(() => /^\/szerzodestar\/\d+\.html$/.test(window.location.pathname), { timeout: 15_000 });
    await page.locator('::-p-text(Másolás)').wait();
    const detailPath = await page.evaluate(() => window.location.pathname);
    const details = await page.evaluate(() => document.body.innerText);
    expect(details).toContain('E2E/2026/1 - Fénymásolók bérlete');
    // The stored total, net and VAT (27 %) the server computed.
    const inputs = await page.$$eval('input', (all) => all.map((input) => input.value));
    expect(inputs).toEqual(expect.arrayContaining(['1 500 000', '1 181 102', '318 898']));
    await screenshot(page, 'contract-library-reszletek-1366');
    expect(await seriousViolations(page)).toEqual([]);

    await visitScreen(page, `${e2e.server.url}/szerzodestar/lista.html`, 'Fénymásolók bérlete');
    expect(await noHorizontalScroll(page)).toBe(true);
    await screenshot(page, 'contract-library-lista-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();

    // A fresh tab for the phone width (a tab's fourth page load waits on the earlier ones' live-update streams).
    const phone = await e2e.browser.newPage();
    await phone.setViewport({ width: 390, height: 844 });
    await visitScreen(phone, `${e2e.server.url}${detailPath}`, 'Fénymásolók bérlete');
    expect(await noHorizontalScroll(phone)).toBe(true);
    await screenshot(phone, 'contract-library-reszletek-390');
    await visitScreen(phone, `${e2e.server.url}/szerzodestar/lista.html`, 'Fénymásolók bérlete');
    expect(await noHorizontalScroll(phone)).toBe(true);
    await screenshot(phone, 'contract-library-lista-390');
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.close();
  });
});
