// Issue 23 items 7, 11, 12 in the browser: rows that name their record, the export of every list
// with export columns, the month calendar as an agenda on a phone with pending bookings told
// apart, one wording for exports, the landing page's news tile and the decision history on a phone.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { authHeader, login } from '../helpers/server.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { e2eFile, enableDownloads, expectUsableScreen, logInAs, screenshot, seriousViolations, visitScreen, waitForFile } from './browser.ts';

const e2e = e2eFile();
const today = formatDate(new Date());

const visit = (page: Page, pathname: string, marker: string) => visitScreen(page, `${e2e.server.url}${pathname}`, marker);

async function asUser(email: string, width = 1366, height = 768): Promise<Page> {
  const page = await e2e.browser.newPage();
  await page.setViewport({ width, height });
  await logInAs(page, e2e.server.url, email);
  return page;
}

/** The list's export downloads an xlsx workbook. */
async function exportsXlsx(page: Page, pathname: string, marker: string) {
  const downloads = await enableDownloads(page);
  await visit(page, pathname, marker);
  await page.locator('::-p-text(Exportálás)').click();
  const file = await waitForFile(downloads, /\.xlsx$/, 20_000);
  expect(fs.readFileSync(file).subarray(0, 2).toString(), pathname).toBe('PK');
}

beforeAll(async () => {
  const token = await login(e2e.server.app, 'igenylo.a@etanker.local');
  const room = await e2e.server.services.prisma.room.findFirstOrThrow({ where: { name: 'Informatika terem' }, select: { id: true } });
  const created = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/teremfoglalasok/',
    headers: authHeader(token),
    payload: { subject: 'Agenda-próba', start_time: `${today} 17:00`, end_time: `${today} 19:00`, room: room.id, participants: '10.B' },
  });
  expect(created.statusCode, created.body).toBe(201);
  // Two positions of one type: their rows said 'Új álláshely' both.
  const hr = await login(e2e.server.app, 'hr.a@etanker.local');
  for (const job of [1, 2]) {
    const position = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/allashelyek/',
      headers: authHeader(hr),
      payload: { type: 1, job, contract_type: 1, working_hours: 1, without_tender: true, start_date: '2027-02-01' },
    });
    expect(position.statusCode, position.body).toBe(201);
  }
}, 120_000);

describe('lists that tell their records apart', () => {
  it('links every position by its reference number and job, and shows it whole on a phone', { timeout: 120_000 }, async () => {
    const page = await asUser('hr.a@etanker.local');
    await visit(page, '/hr/allashelyek/lista.html', 'AH/');
    const links = await page.$$eval('tbody tr a', (nodes) => nodes.map((node) => (node.textContent ?? '').trim()));
    expect(links.length).toBeGreaterThan(1);
    for (const text of links) expect(text).toMatch(/^AH\/\d{4}\/\d+ – \S/);
    expect(new Set(links).size).toBe(links.length);
    await screenshot(page, 'lists-positions-1366');
    const href = await page.$eval('tbody tr a', (node) => node.getAttribute('href') ?? '');
    await page.setViewport({ width: 390, height: 844 });
    await visit(page, href, 'Döntések');
    await expectUsableScreen(page, `${href} 390`);
    await screenshot(page, 'lists-position-390');
    await page.close();
  });

  it('exports tenders, authority inspections and rooms as xlsx', { timeout: 120_000 }, async () => {
    const finance = await asUser('penzugy@etanker.local');
    await exportsXlsx(finance, '/penzugy/palyazatok/lista.html', 'Pályázatok');
    await finance.close();
    const technical = await asUser('muszak@etanker.local');
    await exportsXlsx(technical, '/muszak/hatosagiellenorzes/lista.html', 'Hatósági ellenőrzések');
    await exportsXlsx(technical, '/muszak/termek/lista.html', 'Informatika terem');
    await technical.close();
  });

  it('words the export one way and lets the news tile lead to the news', { timeout: 120_000 }, async () => {
    const page = await asUser('hr@etanker.local');
    await visit(page, '/hr/munkabajaras/lista.html', 'Munkába járás');
    const buttons = await page.$$eval('button', (nodes) => nodes.map((node) => (node.textContent ?? '').trim()));
    expect(buttons).toContain('Exportálás');
    expect(buttons).not.toContain('Export');
    await visit(page, '/', 'Hírek');
    const tile = await page.$eval('[data-tile="news"]', (node) => node.getAttribute('href'));
    expect(tile).toBe('#hirek');
    expect(await page.$('#hirek')).not.toBeNull();
    await page.close();
  });
});

describe('the month calendar', () => {
  it('is a grid on a desktop and an agenda by day on a phone; pending bookings say so and show their end', { timeout: 120_000 }, async () => {
    const page = await asUser('igenylo.a@etanker.local');
    await visit(page, '/muszak/teremfoglalasok/naptar.html', 'Agenda-próba');
    expect(await page.$('table[role=grid]')).not.toBeNull();
    await screenshot(page, 'lists-calendar-grid-1366');
    await page.setViewport({ width: 390, height: 844 });
    await visit(page, '/muszak/teremfoglalasok/naptar.html', 'Agenda-próba');
    expect(await page.$('table[role=grid]')).toBeNull();
    const ours = await page.$eval(`[data-agenda] [data-date="${today}"]`, (day) =>
      Array.from(day.querySelectorAll('a'))
        .map((a) => ({ text: (a.textContent ?? '').trim(), pending: a.dataset.pending === 'true' }))
        .find((a) => a.text.includes('Agenda-próba')),
    );
    expect(ours).toEqual({ text: '17:00–19:00 Informatika terem: Agenda-próba (jóváhagyásra vár)', pending: true });
    await screenshot(page, 'lists-calendar-agenda-390');
    expect(await seriousViolations(page)).toEqual([]);
    const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(width);
    await page.close();
  });
});
