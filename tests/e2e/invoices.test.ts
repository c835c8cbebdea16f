// The invoice screens (/penzugy/szamlazas: list, new, details) for the centre's finance referent
// at 1366×768 and 390 px: they render without page-wide horizontal scroll, pass axe-core and are
// saved as screenshots; the new form's parts editor shows its sum against the amount live. The
// invoice is made through the API with its file (the test database has no demo records).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { login, authHeader } from '../helpers/server.ts';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;
let id: number;

beforeAll(async () => {
  const token = await login(e2e.server.app, 'penzugy@etanker.local');
  const boundary = '----e2e';
  const data = {
    invoice_number: 'E2E-SZLA-1',
    description: 'Takarítószerek, november',
    date: '2026-11-02',
    due_date: '2026-11-17',
    amount: 150000,
    parts: [
      { institution: 2, amount: 100000 },
      { institution: 3, amount: 50000 },
    ],
  };
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="szamla.txt"\r\nContent-Type: text/plain\r\n\r\nSZÁMLA\r\n--${boundary}--\r\n`;
  const res = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/szamlazas/',
    headers: { ...authHeader(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(body),
  });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json<{ id: number }>().id;
  page = await e2e.browser.newPage();
}, 120_000);

const visit = (pathname: string, marker: string) => visitScreen(page, `${e2e.server.url}${pathname}`, marker);
const pageScrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

describe('invoice screens', () => {
  it('list, new and details at 1366 and 390 px', { timeout: 180_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'penzugy@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      // A fresh tab per width (a tab's later page loads hang on earlier live-update streams).
      await page.close();
      page = await e2e.browser.newPage();
      await page.setViewport({ width, height });
      await visit('/penzugy/szamlazas/lista.html', 'E2E-SZLA-1');
      expect(await pageScrollWidth()).toBeLessThanOrEqual(width);
      await screenshot(page, `invoices-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/penzugy/szamlazas/uj.html', 'Megosztás intézmények között');
      await screenshot(page, `invoices-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/penzugy/szamlazas/${id}.html`, 'szamla.txt');
      expect(await page.$eval('[data-testid="parts-sum"]', (el) => el.textContent)).toContain('Megosztva: 150 000 Ft');
      expect(await pageScrollWidth()).toBeLessThanOrEqual(width);
      await screenshot(page, `invoices-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
