// The financial overview page (/penzugy/attekinto.html) for the centre's finance user at
// 1366×768 and 390 px: the rovat table with forint totals, the reports list and the upload form
// render and pass axe-core; the planner's paths answer the not-found page.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { login, authHeader } from '../helpers/server.ts';
import { multipartBody } from '../workflow/multipart.ts';
import { reportSheet } from '../../server/src/modules/finance/financial-overview/report-sheet.ts';
import { currentYear } from '../../server/src/modules/finance/financial-overview/year.ts';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
  const token = await login(e2e.server.app, 'penzugy@etanker.local');
  // The institution the page opens on gets the report: the first school of the picker (by name).
  const institutions = (await e2e.server.app.inject({ method: 'GET', url: '/api/penzugy/attekinto/intezmenyek', headers: authHeader(token) })).json<
    { id: number; type: string }[]
  >();
  const first = institutions.find((i) => i.type === 'school') ?? institutions[0];
  const data = await reportSheet([
    { code: 'K311', name: 'Szakmai anyagok beszerzése', planned: 1234567, used: 1000 },
    { code: 'K71', name: 'Ingatlanok felújítása', planned: 500000, used: 0 },
  ]);
  const { payload, contentType } = await multipartBody(
    { institution: String(first.id), year: String(currentYear()), month: '1' },
    { file: { filename: 'januar.xlsx', data } },
  );
  const res = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/penzugy/attekinto/',
    headers: { ...authHeader(token), 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}, 120_000);

const visit = (pathname: string, marker: string) => visitScreen(page, `${e2e.server.url}${pathname}`, marker);

describe('financial overview screen', () => {
  it('overview at 1366 and 390 px; the planner is not found', { timeout: 120_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'penzugy@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.close();
      page = await e2e.browser.newPage();
      await page.setViewport({ width, height });
      await visit('/penzugy/attekinto.html', 'januar.xlsx');
      const table = await page.$eval('[data-testid="entry-groups"]', (el) => el.textContent ?? '');
      expect(table).toContain('1 234 567 Ft');
      // Total of the planned column: 1 234 567 + 500 000.
      expect(table).toContain('1 734 567 Ft');
      expect(await page.$eval('body', (el) => el.textContent)).toContain('Rovat | Megnevezés | Előirányzat | Teljesítés');
      await screenshot(page, `financial-overview-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
    for (const path of [
      '/penzugy/tervezo/evek.html',
      `/penzugy/tervezo/${currentYear()}/menu.html`,
      `/penzugy/tervezo/${currentYear()}/iskolai_lebontas.html`,
    ]) {
      await visit(path, 'A keresett oldal nem található.');
      expect(page.url()).toContain('/404.html');
    }
  });
});
