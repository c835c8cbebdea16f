// The room-reservation screens (/muszak/teremfoglalasok: list, new with the free-room picker,
// details, the monthly calendar) for a school user at 1366×768 and 390 px: they render, pass
// axe-core and are saved as screenshots.
import { beforeAll, describe, expect, it } from 'vitest';
import { login, authHeader } from '../helpers/server.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { e2eFile, walkScreens } from './browser.ts';

const e2e = e2eFile();

let reservationId: number;
const today = formatDate(new Date());

beforeAll(async () => {
  const token = await login(e2e.server.app, 'igenylo.a@etanker.local');
  const room = await e2e.server.services.prisma.room.findFirstOrThrow({ where: { name: 'Informatika terem' }, select: { id: true } });
  const created = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/teremfoglalasok/',
    headers: authHeader(token),
    payload: { subject: 'Szülői értekezlet', start_time: `${today} 17:00`, end_time: `${today} 19:00`, room: room.id, participants: '9.A' },
  });
  expect(created.statusCode, created.body).toBe(201);
  reservationId = created.json<{ id: number }>().id;
}, 120_000);

describe('room-reservation screens', () => {
  it('list, new, details and calendar at 1366 and 390 px', { timeout: 150_000 }, async () => {
    await walkScreens(e2e.browser, e2e.server.url, 'igenylo.a@etanker.local', [
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
