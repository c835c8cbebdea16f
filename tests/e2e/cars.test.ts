// The cars and car-booking screens at 1366×768 and 390 px: the fleet list with the 'Lejárt'
// badge of an expired MOT, a car's details with its refuels; a booking's list, new form (the
// free-car picker), details and the monthly calendar. They render and pass axe-core.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { login, authHeader } from '../helpers/server.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { e2eFile, walkScreens } from './browser.ts';

const e2e = e2eFile();

let bookingId: number;
let suzuki: number;
const today = formatDate(new Date());

beforeAll(async () => {
  suzuki = (await e2e.server.services.prisma.car.findFirstOrThrow({ where: { name: 'Suzuki Vitara' }, select: { id: true } })).id;
  const created = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/gepjarmuigeny/',
    headers: authHeader(await login(e2e.server.app, 'igenylo.a@etanker.local')),
    payload: { start_date: `${today} 07:00`, end_date: `${today} 15:00`, car: suzuki, travel_path: 'Debrecen – Hajdúszoboszló', driver: 'Kovács István' },
  });
  expect(created.statusCode, created.body).toBe(201);
  bookingId = created.json<{ id: number }>().id;
}, 120_000);

const bodyText = (page: Page) => page.$eval('body', (body) => body.textContent ?? '');

describe('cars and car-booking screens', () => {
  it('list, details, new and calendar at 1366 and 390 px', { timeout: 180_000 }, async () => {
    await walkScreens(e2e.browser, e2e.server.url, 'igenylo.a@etanker.local', [
      {
        name: 'cars-lista',
        path: '/profil/gepjarmuvek/lista.html',
        marker: 'Suzuki Vitara',
        // The demo Suzuki's MOT expired two months before the seed.
        check: async (page) => expect(await bodyText(page)).toContain('Lejárt'),
      },
      { name: 'cars-reszletek', path: `/profil/gepjarmuvek/${suzuki}.html`, marker: 'Tankolások' },
      {
        name: 'car-bookings-lista',
        path: '/muszak/gepjarmuigeny/lista.html',
        marker: 'Debrecen – Hajdúszoboszló',
        check: async (page) => expect(await bodyText(page)).toContain(`${today} 07:00`),
      },
      { name: 'car-bookings-uj', path: '/muszak/gepjarmuigeny/uj.html', marker: 'Előbb adja meg az indulást és a visszaérkezést.' },
      { name: 'car-bookings-reszletek', path: `/muszak/gepjarmuigeny/${bookingId}.html`, marker: 'Gépjárművezető' },
      { name: 'car-bookings-naptar', path: '/muszak/gepjarmuigeny/naptar.html', marker: 'Suzuki Vitara (AB CD-123): Debrecen – Hajdúszoboszló' },
    ]);
  });
});
