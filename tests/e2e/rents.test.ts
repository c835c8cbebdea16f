// The rent screens (/muszak/berles: list, new with the occasions table, details with the total)
// for a school user at 1366×768 and 390 px: they render, pass axe-core and are saved as screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { buildClient, launchBrowser, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let page: Page;
let rentId: number;

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  const token = await login(server.app, 'igenylo.a@etanker.local');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/egyeb-berlesek/',
    headers: authHeader(token),
    payload: {
      name: 'Teszt Sportegyesület',
      mailing_address: '4001 Debrecen, Pf. 1.',
      start_date: '2032-03-01',
      end_date: '2032-03-31',
      price: 9500,
      price_unit: 1,
      occasions: [{ type: 'weekly', day_of_the_week: 1, start_time: '17:00', end_time: '19:00' }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  rentId = created.json<{ id: number }>().id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const visit = (pathname: string, marker: string) => visitScreen(page, `${server.url}${pathname}`, marker);

describe('rent screens', () => {
  it('list, new and details at 1366 and 390 px', { timeout: 120_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, server.url, 'igenylo.a@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      // A fresh tab for each width: a tab's fourth page load waits on the live-update streams of
      // the earlier ones (seen on every module's screens, not only these).
      await page.close();
      page = await browser.newPage();
      await page.setViewport({ width, height });
      await visit('/muszak/berles/lista.html', 'Teszt Sportegyesület');
      await screenshot(page, `rents-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/berles/uj.html', 'Új bérlés');
      await screenshot(page, `rents-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/muszak/berles/${rentId}.html`, 'Teljes bérleti díj');
      // 5 Mondays × 2 hours × 9 500 Ft, computed by the server.
      expect(await page.$$eval('input', (inputs) => inputs.map((input) => input.value))).toContain('95 000');
      await screenshot(page, `rents-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
