// The employee screens (/hr/dolgozok) of a school's HR at 1366×768 and 390 px: the list shows the
// school's employees only, the details show the file's sections, employments and the 'add
// employment' dialog; axe-core finds nothing serious.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
}, 120_000);

describe('employee screens', () => {
  it('list and details at 1366 and 390 px, with the add employment dialog', { timeout: 120_000 }, async () => {
    const file = await e2e.server.services.prisma.employeeProfile.findFirstOrThrow({ where: { user: { name: 'Mészáros Dóra' } }, select: { id: true } });
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'hr.a@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewport({ width, height });
      await visitScreen(page, `${e2e.server.url}/hr/dolgozok/lista.html`, 'Kiss Anna');
      expect(await page.evaluate(() => document.body.innerText)).not.toContain('Szilágyi Ákos'); // school 002's
      await screenshot(page, `employees-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visitScreen(page, `${e2e.server.url}/hr/dolgozok/${file.id}.html`, 'Munkaviszonyok');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await screenshot(page, `employees-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.locator('::-p-text(Munkaviszony hozzáadása)').click();
    await page.locator('::-p-text(Munkaidő jellege)').wait();
    await screenshot(page, 'employees-munkaviszony-390');
  });
});
