// The HR request form screens (/hr/kervenyek: list, new, details) for a school user at 1366×768
// and 390 px: the list shows only its area's forms (the fixed module filter), the new form
// offers only HR types; they render, pass axe-core and are saved as screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'puppeteer';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { buildClient, launchBrowser, walkScreens } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let hrFormId: number;

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  const headers = authHeader(await login(server.app, 'igenylo.a@etanker.local'));
  // 1 'Munkáltatói igazolás kérése' (hr), 2 'Fizetési előleg igénylése' (finance) of request_form_types.
  for (const payload of [
    { module: 'hr', type: 1 },
    { module: 'finance', type: 2 },
  ]) {
    const res = await server.app.inject({ method: 'POST', url: '/api/kervenyek/', headers, payload });
    if (payload.module === 'hr') hrFormId = res.json().id;
  }
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('HR request form screens', () => {
  it('list, new and details at 1366 and 390 px', { timeout: 120_000 }, async () => {
    await walkScreens(browser, server.url, 'igenylo.a@etanker.local', [
      {
        name: 'request-forms-lista',
        path: '/hr/kervenyek/lista.html',
        marker: 'Munkáltatói igazolás kérése',
        check: async (page) => {
          const listText = await page.evaluate(() => document.body.innerText);
          expect(listText).toContain('HR kérvények');
          expect(listText).not.toContain('Fizetési előleg igénylése'); // the finance form
        },
      },
      { name: 'request-forms-uj', path: '/hr/kervenyek/uj.html', marker: 'Új kérvény' },
      { name: 'request-forms-reszletek', path: `/hr/kervenyek/${hrFormId}.html`, marker: 'Kérvényezés' },
    ]);
  });
});
