// The room-reservation screens (/muszak/teremfoglalasok: list, new with the free-room picker,
// details, the monthly calendar) for a school user at 1366×768 and 390 px: they render, pass
// axe-core and are saved as screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'puppeteer';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { buildClient, launchBrowser, walkScreens } from './browser.ts';

let server: TTestServer;
let browser: Browser;
let reservationId: number;
const today = formatDate(new Date());

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  browser = await launchBrowser();
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

describe('room-reservation screens', () => {
  it('list, new, details and calendar at 1366 and 390 px', { timeout: 150_000 }, async () => {
    await walkScreens(browser, server.url, 'igenylo.a@etanker.local', [
      {
        name: 'room-reservations-lista',
        path: '/muszak/teremfoglalasok/lista.html',
        marker: 'Szülői értekezlet',
        // The times as entered (Budapest wall clock), not shifted by the offset.
        check: async (page) => expect(await page.$eval('body', (body) => body.textContent)).toContain(`${today} 17:00`),
      },
      { name: 'room-reservations-uj', path: '/muszak/teremfoglalasok/uj.html', marker: 'Új teremfoglalás' },
      { name: 'room-reservations-reszletek', path: `/muszak/teremfoglalasok/${reservationId}.html`, marker: 'Résztvevők' },
      { name: 'room-reservations-naptar', path: '/muszak/teremfoglalasok/naptar.html', marker: 'Informatika terem: Szülői értekezlet' },
    ]);
  });
});
