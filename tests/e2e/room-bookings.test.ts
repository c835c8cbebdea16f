// The room booking screens (/muszak/teremberles: list, new with the rooms picker and the occasions
// table, details with the server's total, the monthly calendar) for a school user at 1366×768 and
// 390 px: they render, pass axe-core and are saved as screenshots.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { login, authHeader } from '../helpers/server.ts';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;
let bookingId: number;

beforeAll(async () => {
  page = await e2e.browser.newPage();
  const token = await login(e2e.server.app, 'igenylo.a@etanker.local');
  const room = await e2e.server.services.prisma.room.findFirstOrThrow({ where: { name: 'Fizika előadó' }, select: { id: true } });
  const created = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/teremberles/',
    headers: authHeader(token),
    payload: {
      name: 'Teszt Sakkegyesület',
      mailing_address: { zip_code: '4001', city: 'Debrecen', address_1: 'Pf. 1.' },
      rooms: [room.id],
      start_date: '2032-03-01',
      end_date: '2032-03-31',
      price_workday: 9500,
      price_weekend: 12000,
      price_unit: 1,
      occasions: [{ type: 'weekly', day_of_the_week: 1, start_time: '17:00', end_time: '19:00' }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  bookingId = created.json<{ id: number }>().id;
}, 120_000);

const visit = (pathname: string, marker: string) => visitScreen(page, `${e2e.server.url}${pathname}`, marker);

describe('room booking screens', () => {
  it('list, new, details and calendar at 1366 and 390 px', { timeout: 180_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'igenylo.a@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      // A fresh tab for each width (a tab's fourth page load waits on the earlier live-update streams).
      await page.close();
      page = await e2e.browser.newPage();
      await page.setViewport({ width, height });
      await visit('/muszak/teremberles/lista.html', 'Teszt Sakkegyesület');
      await screenshot(page, `room-bookings-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/teremberles/uj.html', 'Új teremberlés');
      await screenshot(page, `room-bookings-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/muszak/teremberles/${bookingId}.html`, 'Teljes bérleti díj');
      // 3 working Mondays × 2 hours × 9 500 Ft + 15 March and Easter Monday 29 March × 2 hours × 12 000 Ft, by the server.
      expect(await page.$$eval('input', (inputs) => inputs.map((input) => input.value))).toContain('105 000');
      await screenshot(page, `room-bookings-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
      page = await e2e.browser.newPage();
      await page.setViewport({ width, height });
      await visit('/muszak/teremberles/naptar.html', 'Teremberlések naptára');
      await screenshot(page, `room-bookings-naptar-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
