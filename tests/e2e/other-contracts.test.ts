// The other-contracts screens (/muszak/egyeb-szerzodesek: list, new, details) for a school user at
// 1366×768 and 390 px: they render without page-wide horizontal scroll, pass axe-core and are
// saved as screenshots. The contract is made through the API (the test database has no demo records).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'puppeteer';

import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { buildClient, launchBrowser, walkScreens } from './browser.ts';

let server: TTestServer;
let browser: Browser;
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
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('other contracts screens', () => {
  it('list, new and details at 1366 and 390 px', { timeout: 120_000 }, async () => {
    await walkScreens(browser, server.url, 'igenylo.a@etanker.local', [
      { name: 'other-contracts-lista', path: '/muszak/egyeb-szerzodesek/lista.html', marker: 'Takarító' },
      { name: 'other-contracts-uj', path: '/muszak/egyeb-szerzodesek/uj.html', marker: 'KSH statisztikai számjel' },
      { name: 'other-contracts-reszletek', path: `/muszak/egyeb-szerzodesek/${id}.html`, marker: 'Szerződés összesítő' },
    ]);
  });
});
