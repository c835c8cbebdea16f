// The timesheet screens (/hr/munkaido-nyilvantartas) for a school's HR referent at 1366 and 390
// px: the month list shows only its school, a person's month renders and passes axe-core, a
// period is started and closed through the dialogs.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
}, 120_000);

const visit = (pathname: string, marker: string) => visitScreen(page, `${e2e.server.url}${pathname}`, marker);

describe('timesheet screens', () => {
  it('month list and a person month at 1366 and 390 px; start and close', { timeout: 120_000 }, async () => {
    const person = await e2e.server.services.prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.b@etanker.local' }, select: { id: true } });
    // Today's own open period would hide the start button: the demo leaves none for this person, make sure.
    await e2e.server.services.prisma.timesheetEntry.deleteMany({ where: { user_id: person.id, end_date: null } });
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'hr.b@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewport({ width, height });
      await visit('/hr/munkaido-nyilvantartas/lista.html', 'Tóth Katalin');
      expect(await page.evaluate(() => document.body.innerText)).not.toContain('Nagy Eszter'); // school 001
      await screenshot(page, `timesheets-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/hr/munkaido-nyilvantartas/${person.id}.html`, 'A hónap munkanapjai');
      await screenshot(page, `timesheets-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
    await page.setViewport({ width: 1366, height: 768 });
    await page.locator('button::-p-text(Munkaidő kezdése)').click();
    await page.locator('.mantine-Modal-content button::-p-text(Munkaidő kezdése)').click();
    await page.locator('::-p-text(Folyamatban lévő munkaidő)').setTimeout(10_000).wait();
    // As if the period had begun five minutes ago, so closing it now is a period of its own.
    const open = await e2e.server.services.prisma.timesheetEntry.findFirstOrThrow({
      where: { user_id: person.id, end_date: null },
      select: { id: true, start_date: true },
    });
    await e2e.server.services.prisma.timesheetEntry.update({
      where: { id: open.id },
      data: { start_date: new Date(open.start_date.getTime() - 5 * 60_000) },
      select: { id: true },
    });
    await visit(`/hr/munkaido-nyilvantartas/${person.id}.html`, 'Folyamatban lévő munkaidő');
    await page.locator('button::-p-text(Munkaidő befejezése)').click();
    await screenshot(page, 'timesheets-lezaras-1366');
    await page.locator('.mantine-Modal-content button::-p-text(Munkaidő befejezése)').click();
    await page.locator('::-p-text(A munkaidő lezárva.)').setTimeout(10_000).wait();
    // The notice comes with the close's answer; the month is read again after it.
    await page.waitForFunction(() => !document.body.innerText.includes('Folyamatban lévő munkaidő'), { timeout: 10_000 });
  });
});
