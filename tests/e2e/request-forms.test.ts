// The HR request form screens (/hr/kervenyek: list, new, details) for a school user at 1366×768
// and 390 px: the list shows only its area's forms (the fixed module filter), the new form
// offers only HR types; they render, pass axe-core and are saved as screenshots.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { login, authHeader } from '../helpers/server.ts';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;
let hrFormId: number;

beforeAll(async () => {
  const headers = authHeader(await login(e2e.server.app, 'igenylo.a@etanker.local'));
  // 1 'Munkáltatói igazolás kérése' (hr), 2 'Fizetési előleg igénylése' (finance) of request_form_types.
  for (const payload of [
    { module: 'hr', type: 1 },
    { module: 'finance', type: 2 },
  ]) {
    const res = await e2e.server.app.inject({ method: 'POST', url: '/api/kervenyek/', headers, payload });
    if (payload.module === 'hr') hrFormId = res.json().id;
  }
  page = await e2e.browser.newPage();
}, 120_000);

const visit = (pathname: string, marker: string) => visitScreen(page, `${e2e.server.url}${pathname}`, marker);

describe('HR request form screens', () => {
  it('list, new and details at 1366 and 390 px', { timeout: 120_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'igenylo.a@etanker.local');

    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewport({ width, height });
      await visit('/hr/kervenyek/lista.html', 'Munkáltatói igazolás kérése');
      const listText = await page.evaluate(() => document.body.innerText);
      expect(listText).toContain('HR kérvények');
      expect(listText).not.toContain('Fizetési előleg igénylése'); // the finance form
      await screenshot(page, `request-forms-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/hr/kervenyek/uj.html', 'Új kérvény');
      await screenshot(page, `request-forms-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/hr/kervenyek/${hrFormId}.html`, 'Kérvényezés');
      await screenshot(page, `request-forms-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
