// The financial budget screens (/penzugy/penzugyi-keretek: list and details, no new page) for the
// finance referent at 1366×768 and 390 px: they render without page-wide horizontal scroll, pass
// axe-core, show the sums, the change requests with the referent's decision panel, and the
// 'Módosítási kérelem' dialog sends a request. Saved as screenshots.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { login, authHeader } from '../helpers/server.ts';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;
let id: number;

beforeAll(async () => {
  const headers = authHeader(await login(e2e.server.app, 'penzugy@etanker.local'));
  const school = await e2e.server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } });
  const created = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/penzugy/penzugyi-keretek/',
    headers,
    payload: { type: 2, institution: school.id, year: 2031, amount: 7_654_321 },
  });
  expect(created.statusCode, created.body).toBe(201);
  id = created.json<{ id: number }>().id;
  const asked = await e2e.server.app.inject({
    method: 'POST',
    url: `/api/penzugy/penzugyi-keretek/${id}/valtozasok/`,
    headers,
    payload: { amount_change: 345_679, reason: 'Labor-felújítás többletköltsége' },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  page = await e2e.browser.newPage();
}, 120_000);

const visit = (pathname: string, marker: string) => visitScreen(page, `${e2e.server.url}${pathname}`, marker);
const pageScrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

describe('financial budget screens', () => {
  it('list and details at 1366 and 390 px; a change request from the dialog', { timeout: 150_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    // penzugy asked for the change: four eyes send its check to the second finance referent.
    await logInAs(page, e2e.server.url, 'penzugy2@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.close();
      page = await e2e.browser.newPage();
      await page.setViewport({ width, height });
      await visit('/penzugy/penzugyi-keretek/lista.html?year=2031', 'Fejlesztési keret');
      expect(await pageScrollWidth()).toBeLessThanOrEqual(width);
      await screenshot(page, `financial-budgets-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/penzugy/penzugyi-keretek/${id}.html`, 'Labor-felújítás többletköltsége');
      await page.locator('::-p-text(Pénzügyi referens ellenőrzése)').setTimeout(15_000).wait();
      expect(await pageScrollWidth()).toBeLessThanOrEqual(width);
      await screenshot(page, `financial-budgets-reszletek-${width}`);
      // The 'Kérte' cell's time of the request on one line (issue 23 item 12).
      const requestedLines = await page.$$eval('tbody tr', (rows) =>
        rows.flatMap((row) => {
          const cell = row.querySelectorAll('td')[1];
          const header = row.closest('table')?.querySelectorAll('th')[1]?.textContent;
          if (!cell || header !== 'Kérte') return [];
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          let last: Node | null = null;
          while (walker.nextNode()) last = walker.currentNode;
          const range = document.createRange();
          if (last) range.selectNodeContents(last);
          return [new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size];
        }),
      );
      expect(requestedLines.length).toBeGreaterThan(0);
      expect(requestedLines.every((lines) => lines === 1)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.locator('button::-p-text(Módosítási kérelem)').click();
    await page.locator('::-p-text(Jelenlegi keretösszeg)').setTimeout(10_000).wait();
    await page.locator('[role="dialog"] input.mantine-NumberInput-input').fill('8000000');
    await page.locator('[role="dialog"] textarea').fill('Új szaktanterem berendezése');
    await screenshot(page, 'financial-budgets-kerelem-390');
    await page.locator('button::-p-text(Kérelem beküldése)').click();
    try {
      await page.locator('::-p-text(A módosítási kérelem elküldve.)').setTimeout(15_000).wait();
    } finally {
      await screenshot(page, 'financial-budgets-kerelem-utan-390');
    }
    const changes = await e2e.server.services.prisma.financialBudgetChange.findMany({ where: { financial_budget_id: id }, select: { amount_change: true } });
    expect(changes.map((c) => c.amount_change.toNumber()).sort((a, b) => a - b)).toEqual([345_679, 345_679]);
  });

  // Issue 23 item 10: a change request has what every record has — attachments, comments and its
  // decision history — opened from its reference in the budget's table.
  it("a change request's attachments, comments and decisions", { timeout: 120_000 }, async () => {
    const reference = (
      await e2e.server.services.prisma.case.findFirstOrThrow({
        where: { financial_budget_change: { financial_budget_id: id } },
        orderBy: { id: 'asc' },
        select: { reference_number: true },
      })
    ).reference_number;
    await page.setViewport({ width: 1366, height: 768 });
    await visit(`/penzugy/penzugyi-keretek/${id}.html`, 'Labor-felújítás többletköltsége');
    await page.locator(`button::-p-text(${reference})`).click();
    await page.locator(`::-p-text(${reference} – részletek)`).setTimeout(15_000).wait();
    await page.locator('::-p-text(Még nincs döntés.)').wait();
    await page.locator('::-p-text(Mellékletek)').wait();
    await page.locator('::-p-aria(Új megjegyzés)').fill('Kérem a tételes kimutatást.');
    await page.locator('button::-p-text(Megjegyzés küldése)').click();
    await page.locator('p::-p-text(Kérem a tételes kimutatást.)').setTimeout(15_000).wait();
    await screenshot(page, 'financial-budgets-kerelem-reszletek-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewport({ width: 390, height: 844 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await pageScrollWidth()).toBeLessThanOrEqual(390);
    await screenshot(page, 'financial-budgets-kerelem-reszletek-390');
    const comments = await e2e.server.services.prisma.comment.count({
      where: { case: { reference_number: reference }, content: 'Kérem a tételes kimutatást.' },
    });
    expect(comments).toBe(1);
  });
});
