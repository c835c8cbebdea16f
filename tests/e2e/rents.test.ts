// The rent screens (/muszak/berles: list, new with the occasions table, details with the total)
// for a school user at 1366×768 and 390 px: they render, pass axe-core and are saved as screenshots.
import { beforeAll, describe, expect, it } from 'vitest';
import { login, authHeader } from '../helpers/server.ts';
import { e2eFile, walkScreens } from './browser.ts';

const e2e = e2eFile();

let rentId: number;

beforeAll(async () => {
  const token = await login(e2e.server.app, 'igenylo.a@etanker.local');
  const created = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/egyeb-berlesek/',
    headers: authHeader(token),
    payload: {
      name: 'Teszt Sportegyesület',
      mailing_address: { zip_code: '4001', city: 'Debrecen', address_1: 'Pf. 1.' },
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

describe('rent screens', () => {
  it('list, new and details at 1366 and 390 px', { timeout: 120_000 }, async () => {
    await walkScreens(e2e.browser, e2e.server.url, 'igenylo.a@etanker.local', [
      { name: 'rents-lista', path: '/muszak/berles/lista.html', marker: 'Teszt Sportegyesület' },
      { name: 'rents-uj', path: '/muszak/berles/uj.html', marker: 'Új bérlés' },
      {
        name: 'rents-reszletek',
        path: `/muszak/berles/${rentId}.html`,
        marker: 'Teljes bérleti díj',
        // 5 Mondays × 2 hours × 9 500 Ft, computed by the server.
        check: async (page) => expect(await page.$$eval('input', (inputs) => inputs.map((input) => input.value))).toContain('95 000'),
      },
    ]);
  });
});
