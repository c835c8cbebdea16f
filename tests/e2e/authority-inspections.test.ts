// The authority inspection screens (/muszak/hatosagiellenorzes: list, new, details with the tasks,
// the overdue badge, attachments and comments, the calendar) for the centre's technical referent
// at 1366×768 and 390 px: they render, pass axe-core and are saved as screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { buildClient, launchBrowser, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { addDays } from '@etanker/shared/working-days.ts';

let server: TTestServer;
let browser: Browser;
let page: Page;
let inspectionId: number;

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  const token = await login(server.app, 'muszak@etanker.local');
  const school = await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } });
  const today = formatDate(new Date());
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/hatosagi-ellenorzesek/',
    headers: authHeader(token),
    payload: {
      institution: school.id,
      inspection_date: addDays(today, -20),
      regulation_issuer: 'public_health',
      regulation_number: 'NNGYK/E2E/2026',
      tasks: [
        { problem: 'Penészes falfelület a konyhában', measure: 'Festés', deadline: addDays(today, -3), finished: false },
        { problem: 'Hiányzó szappanadagoló', measure: 'Felszerelés', deadline: today, finished: false },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  inspectionId = created.json<{ id: number }>().id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const visit = (pathname: string, marker: string) => visitScreen(page, `${server.url}${pathname}`, marker);

describe('authority inspection screens', () => {
  it('list, new, details and calendar at 1366 and 390 px', { timeout: 180_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, server.url, 'muszak@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      // A fresh tab for each width (the live-update streams of earlier loads hold a tab's later ones).
      await page.close();
      page = await browser.newPage();
      await page.setViewport({ width, height });
      await visit('/muszak/hatosagiellenorzes/lista.html', 'NNGYK/E2E/2026');
      expect(await page.$$eval('button, a', (els) => els.map((el) => el.textContent ?? ''))).not.toContain('Exportálás');
      await screenshot(page, `inspections-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/hatosagiellenorzes/uj.html', 'Új feladat');
      await screenshot(page, `inspections-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/muszak/hatosagiellenorzes/${inspectionId}.html`, 'Lejárt');
      expect(await page.$eval('body', (body) => body.textContent ?? '')).toContain('Mellékletek');
      await screenshot(page, `inspections-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/hatosagiellenorzes/naptar.html', 'Hiányzó szappanadagoló');
      await screenshot(page, `inspections-naptar-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
