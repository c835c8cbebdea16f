// The absence screens (/hr/tavolletjelento: the HR month grid, new, details with a clash) and
// the day-off list for a school user at 1366×768 and 390 px: they render, the grid links the
// record and scrolls in its own box (no page scroll sideways), axe-core passes, screenshots saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { buildClient, launchBrowser, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let page: Page;
const ids: number[] = [];
const month = formatDate(new Date()).slice(0, 7);

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  const token = await login(server.app, 'igenylo.a@etanker.local');
  const owner = await server.services.prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true } });
  for (const [start, end] of [
    [`${month}-03`, `${month}-06`],
    [`${month}-05`, `${month}-05`],
  ]) {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/hr/tavolletjelento/',
      headers: authHeader(token),
      payload: { user: owner.id, reason: 5, start_date: start, end_date: end },
    });
    expect(created.statusCode, created.body).toBe(201);
    ids.push(created.json<{ id: number }>().id);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const visit = (pathname: string, marker: string) => visitScreen(page, `${server.url}${pathname}`, marker);
const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('absence screens', () => {
  it('month grid, new, details with its clash, day-off list at 1366 and 390 px', { timeout: 150_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, server.url, 'igenylo.a@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewport({ width, height });
      await visit('/hr/tavolletjelento/naptar.html', 'Nagy Eszter');
      expect(await page.$$eval(`a[href="/hr/tavolletjelento/${ids[0]}.html"]`, (links) => links.length)).toBe(1);
      expect(await sideways()).toBe(0);
      await screenshot(page, `absences-naptar-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/hr/tavolletjelento/uj.html', 'Új távollét');
      await screenshot(page, `absences-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/hr/tavolletjelento/${ids[1]}.html`, 'Ütköző bejegyzések');
      expect(await sideways()).toBe(0);
      await screenshot(page, `absences-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/hr/szabadsagok/lista.html', 'Szabadságok');
      await screenshot(page, `day-offs-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
