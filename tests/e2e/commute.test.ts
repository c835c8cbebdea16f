// The commute screens (/hr/munkabajaras): the month's list and one employment's month for the
// centre's HR — they render at 1366 and 390 px, pass axe-core, step across the year's end, and a
// ticked day is saved.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;
let employmentId: number;

beforeAll(async () => {
  page = await e2e.browser.newPage();
  const e = await e2e.server.services.prisma.employment.findFirstOrThrow({ where: { user: { email: 'vezeto.b@etanker.local' } }, select: { id: true } });
  employmentId = e.id;
}, 120_000);

describe('commute screens', () => {
  it('list and month at 1366 and 390 px; December steps into January; a day is saved', { timeout: 150_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'hr@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewport({ width, height });
      await visitScreen(page, `${e2e.server.url}/hr/munkabajaras/lista.html?year=2026&month=12`, 'Horváth Péter');
      await screenshot(page, `commute-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visitScreen(page, `${e2e.server.url}/hr/munkabajaras/${employmentId}.html?year=2026&month=12`, 'Összesítés');
      await screenshot(page, `commute-honap-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
    await page.locator('[aria-label="Következő hónap"]').click();
    await page.locator('::-p-text(2027. január)').setTimeout(10_000).wait();
    expect(new URL(page.url()).search).toBe('?year=2027&month=1');
    // Saturday 2 January 2027 is no working day: tick its way there and save.
    await page.locator('::-p-text(január 2., szombat)').wait();
    const saturday = await page.$$eval('tr', (rows) => rows.findIndex((row) => row.textContent?.includes('január 2., szombat')));
    await page.$$eval('tr', (rows, index) => (rows[index].querySelector('input[type=checkbox]') as HTMLInputElement).click(), saturday);
    await page.locator('::-p-text(Mentés)').click();
    await page.locator('::-p-text(A hónap mentve.)').setTimeout(10_000).wait();
    const saved = await e2e.server.services.prisma.commuteRecord.findFirst({
      where: { employment_id: employmentId, date: new Date('2027-01-02T00:00:00Z') },
      select: { towards: true, backwards: true },
    });
    expect(saved).toEqual({ towards: true, backwards: false });
  });
});
