// The request form screens of two areas (/hr/kervenyek and /muszak/kervenyek: list, new, details)
// for a school user at 1366×768 and 390 px, rendered from the module's meta/: the list shows only
// its area's forms (the fixed module filter), the new form offers only the area's types; they
// render, pass axe-core and are saved as screenshots.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { login, authHeader } from '../helpers/server.ts';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen, walkScreens } from './browser.ts';

const e2e = e2eFile();

let page: Page;
let hrFormId: number;
let technicalFormId: number;

beforeAll(async () => {
  const headers = authHeader(await login(e2e.server.app, 'igenylo.a@etanker.local'));
  // 1 'Munkáltatói igazolás kérése' (hr), 2 'Fizetési előleg igénylése' (finance), 7 'Eszközigénylés' (technical) of request_form_types.
  for (const payload of [
    { module: 'hr', type: 1 },
    { module: 'finance', type: 2 },
    { module: 'technical', type: 7 },
  ]) {
    const res = await e2e.server.app.inject({ method: 'POST', url: '/api/kervenyek/', headers, payload });
    if (payload.module === 'hr') hrFormId = res.json().id;
    if (payload.module === 'technical') technicalFormId = res.json().id;
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

describe('technical request form screens', () => {
  it('list, new (the technical types only) and details at both sizes', { timeout: 120_000 }, async () => {
    await walkScreens(e2e.browser, e2e.server.url, 'igenylo.a@etanker.local', [
      {
        name: 'request-forms-muszak-lista',
        path: '/muszak/kervenyek/lista.html',
        marker: 'Eszközigénylés',
        check: async (screen) => {
          const text = await screen.evaluate(() => document.body.innerText);
          expect(text).toContain('Műszaki kérvények');
          expect(text).not.toContain('Munkáltatói igazolás kérése');
        },
      },
      {
        name: 'request-forms-muszak-uj',
        path: '/muszak/kervenyek/uj.html',
        marker: 'Új kérvény – Műszaki kérvények',
        check: async (screen) => {
          await screen.locator('::-p-aria(Típus)').click();
          await screen.locator('::-p-text(Kulcsigénylés)').wait();
          // The type select's own list (every select of the form keeps its options in the page).
          const options = await screen.$eval('::-p-aria(Típus)', (input) =>
            Array.from(document.getElementById(input.getAttribute('aria-controls') ?? '')?.querySelectorAll('[role=option]') ?? []).map((node) =>
              (node.textContent ?? '').trim(),
            ),
          );
          expect(options).toEqual(['Eszközigénylés', 'Kulcsigénylés']);
          await screen.keyboard.press('Escape');
        },
      },
      { name: 'request-forms-muszak-reszletek', path: `/muszak/kervenyek/${technicalFormId}.html`, marker: 'Kérvényezés' },
    ]);
  });
});
