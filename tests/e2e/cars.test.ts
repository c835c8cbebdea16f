// The cars and car-booking screens at 1366×768 and 390 px: the fleet list with the 'Lejárt'
// badge of an expired MOT, a car's details with its refuels; a booking's list, new form (the
// free-car picker), details and the monthly calendar. They render and pass axe-core.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { buildClient, launchBrowser, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let page: Page;
let bookingId: number;
let suzuki: number;
const today = formatDate(new Date());

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  suzuki = (await server.services.prisma.car.findFirstOrThrow({ where: { name: 'Suzuki Vitara' }, select: { id: true } })).id;
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/gepjarmuigeny/',
    headers: authHeader(await login(server.app, 'igenylo.a@etanker.local')),
    payload: { start_date: `${today} 07:00`, end_date: `${today} 15:00`, car: suzuki, travel_path: 'Debrecen – Hajdúszoboszló', driver: 'Kovács István' },
  });
  expect(created.statusCode, created.body).toBe(201);
  bookingId = created.json<{ id: number }>().id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const visit = (pathname: string, marker: string) => visitScreen(page, `${server.url}${pathname}`, marker);

describe('cars and car-booking screens', () => {
  it('list, details, new and calendar at 1366 and 390 px', { timeout: 180_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, server.url, 'igenylo.a@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewport({ width, height });
      await visit('/profil/gepjarmuvek/lista.html', 'Suzuki Vitara');
      // The demo Suzuki's MOT expired two months before the seed.
      expect(await page.$eval('body', (body) => body.textContent)).toContain('Lejárt');
      await screenshot(page, `cars-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/profil/gepjarmuvek/${suzuki}.html`, 'Tankolások');
      await screenshot(page, `cars-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/gepjarmuigeny/lista.html', 'Debrecen – Hajdúszoboszló');
      expect(await page.$eval('body', (body) => body.textContent)).toContain(`${today} 07:00`);
      await screenshot(page, `car-bookings-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/gepjarmuigeny/uj.html', 'Előbb adja meg az indulást és a visszaérkezést.');
      await screenshot(page, `car-bookings-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/muszak/gepjarmuigeny/${bookingId}.html`, 'Gépjárművezető');
      await screenshot(page, `car-bookings-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/gepjarmuigeny/naptar.html', 'Suzuki Vitara (AB CD-123): Debrecen – Hajdúszoboszló');
      await screenshot(page, `car-bookings-naptar-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
