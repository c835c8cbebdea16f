// The room-reservation screens (/muszak/teremfoglalasok: list, new with the free-room picker,
// details, the monthly calendar) for a school user at 1366×768 and 390 px: they render, pass
// axe-core and are saved as screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { buildClient, launchBrowser, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let page: Page;
let reservationId: number;
const today = formatDate(new Date());

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  browser = await launchBrowser();
  page = await browser.newPage();
  const token = await login(server.app, 'igenylo.a@etanker.local');
  const room = await server.services.prisma.room.findFirstOrThrow({ where: { name: 'Informatika terem' }, select: { id: true } });
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/teremfoglalasok/',
    headers: authHeader(token),
    payload: { subject: 'Szülői értekezlet', start_time: `${today} 17:00`, end_time: `${today} 19:00`, room: room.id, participants: '9.A' },
  });
  expect(created.statusCode, created.body).toBe(201);
  reservationId = created.json<{ id: number }>().id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const visit = (pathname: string, marker: string) => visitScreen(page, `${server.url}${pathname}`, marker);

describe('room-reservation screens', () => {
  it('list, new, details and calendar at 1366 and 390 px', { timeout: 150_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, server.url, 'igenylo.a@etanker.local');

    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewport({ width, height });
      await visit('/muszak/teremfoglalasok/lista.html', 'Szülői értekezlet');
      // The times as entered (Budapest wall clock), not shifted by the offset.
      expect(await page.$eval('body', (body) => body.textContent)).toContain(`${today} 17:00`);
      await screenshot(page, `room-reservations-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/teremfoglalasok/uj.html', 'Új teremfoglalás');
      await screenshot(page, `room-reservations-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/muszak/teremfoglalasok/${reservationId}.html`, 'Résztvevők');
      await screenshot(page, `room-reservations-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/teremfoglalasok/naptar.html', 'Informatika terem: Szülői értekezlet');
      await screenshot(page, `room-reservations-naptar-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
