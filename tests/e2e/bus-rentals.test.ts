// The bus-rental screens at 1366×768 and 390 px: the list with a class trip, the new form with
// its legs table, the trip's details with its outbound and return legs. They render, pass
// axe-core and never scroll the page sideways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'puppeteer';

import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { buildClient, launchBrowser, walkScreens } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let tripId: number;

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  browser = await launchBrowser();
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/buszberles/',
    headers: authHeader(await login(server.app, 'igenylo.a@etanker.local')),
    payload: {
      type: 1,
      travel_goal: '10.A osztálykirándulás – Eger',
      pickup_place: 'Debrecen, Szent Anna utca 8.',
      pickup_date: '2031-05-20',
      return_date: '2031-05-21',
      person_count: 32,
      travels: [
        { from: 'Debrecen', to: 'Eger', departure: '2031-05-20 07:30', person_count: 32 },
        { from: 'Eger', to: 'Debrecen', departure: '2031-05-21 15:00', person_count: 32, note: 'Visszaút.' },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  tripId = created.json<{ id: number }>().id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('bus-rental screens', () => {
  it('list, new and details at 1366 and 390 px', { timeout: 120_000 }, async () => {
    await walkScreens(browser, server.url, 'igenylo.a@etanker.local', [
      { name: 'bus-rentals-lista', path: '/muszak/buszberles/lista.html', marker: '10.A osztálykirándulás – Eger' },
      { name: 'bus-rentals-uj', path: '/muszak/buszberles/uj.html', marker: 'Új útszakasz' },
      { name: 'bus-rentals-reszletek', path: `/muszak/buszberles/${tripId}.html`, marker: 'Útszakaszok' },
    ]);
  });
});
