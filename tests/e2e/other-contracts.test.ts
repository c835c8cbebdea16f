// The other-contracts screens (/muszak/egyeb-szerzodesek: list, new, details) for a school user at
// 1366×768 and 390 px: they render without page-wide horizontal scroll, pass axe-core and are
// saved as screenshots. The contract is made through the API (the test database has no demo records).
import { beforeAll, describe, expect, it } from 'vitest';

import { login, authHeader } from '../helpers/server.ts';
import { e2eFile, walkScreens } from './browser.ts';

const e2e = e2eFile();

let id: number;

beforeAll(async () => {
  const token = await login(e2e.server.app, 'igenylo.a@etanker.local');
  const res = await e2e.server.app.inject({
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
}, 120_000);

describe('other contracts screens', () => {
  it('list, new and details at 1366 and 390 px', { timeout: 120_000 }, async () => {
    await walkScreens(e2e.browser, e2e.server.url, 'igenylo.a@etanker.local', [
      { name: 'other-contracts-lista', path: '/muszak/egyeb-szerzodesek/lista.html', marker: 'Takarító' },
      { name: 'other-contracts-uj', path: '/muszak/egyeb-szerzodesek/uj.html', marker: 'KSH statisztikai számjel' },
      { name: 'other-contracts-reszletek', path: `/muszak/egyeb-szerzodesek/${id}.html`, marker: 'Szerződés összesítő' },
    ]);
  });
});
