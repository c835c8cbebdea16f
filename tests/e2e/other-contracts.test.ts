// The other-contracts screens (/muszak/egyeb-szerzodesek: list, new, details) for a school user at
// 1366×768 and 390 px: they render without page-wide horizontal scroll, pass axe-core and are
// saved as screenshots. The contract is made through the API (the test database has no demo records).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { buildClient, launchBrowser, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let page: Page;
let id: number;

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  const token = await login(server.app, 'igenylo.a@etanker.local');
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/egyeb-szerzodesek/',
    headers: authHeader(token),
    payload: {
      type: 3,
      name: 'Tiszta Ház Takarító Bt.',
      representative: 'Nagy Erzsébet',
      company_number: '01-06-765432',
      seat_address: { zip_code: '1134', city: 'Budapest', county: 'Budapest', address_1: 'Váci út 45.', address_2: '', country: 'Magyarország' },
      tax_number: '10987656-2-41',
      bank_account_number: '10400023-20000569',
      ksh_code: '10987656-8121-117-01',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json<{ id: number }>().id;
  browser = await launchBrowser();
  page = await browser.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const visit = (pathname: string, marker: string) => visitScreen(page, `${server.url}${pathname}`, marker);
const pageScrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

describe('other contracts screens', () => {
  it('list, new and details at 1366 and 390 px', { timeout: 120_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, server.url, 'igenylo.a@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      // A fresh tab per width: navigating away from a workflow details page in the same tab
      // stalled here (cause not found yet; see the report), so the old tab is closed first.
      await page.close();
      page = await browser.newPage();
      await page.setViewport({ width, height });
      await visit('/muszak/egyeb-szerzodesek/lista.html', 'Takarító');
      expect(await pageScrollWidth()).toBeLessThanOrEqual(width);
      await screenshot(page, `other-contracts-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/egyeb-szerzodesek/uj.html', 'KSH statisztikai számjel');
      await screenshot(page, `other-contracts-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/muszak/egyeb-szerzodesek/${id}.html`, 'Szerződés összesítő');
      expect(await pageScrollWidth()).toBeLessThanOrEqual(width);
      await screenshot(page, `other-contracts-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
