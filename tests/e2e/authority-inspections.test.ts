// The authority inspection screens (/muszak/hatosagiellenorzes: list, new, details with the tasks,
// the overdue badge, attachments and comments, the calendar) for the centre's technical referent
// at 1366×768 and 390 px: they render, pass axe-core and are saved as screenshots.
import { beforeAll, describe, expect, it } from 'vitest';
import { login, authHeader } from '../helpers/server.ts';
import { e2eFile, walkScreens } from './browser.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { addDays } from '@etanker/shared/working-days.ts';

const e2e = e2eFile();

let inspectionId: number;

beforeAll(async () => {
  const token = await login(e2e.server.app, 'muszak@etanker.local');
  const school = await e2e.server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } });
  const today = formatDate(new Date());
  const created = await e2e.server.app.inject({
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

describe('authority inspection screens', () => {
  it('list, new, details and calendar at 1366 and 390 px', { timeout: 180_000 }, async () => {
    await walkScreens(e2e.browser, e2e.server.url, 'muszak@etanker.local', [
      {
        name: 'inspections-lista',
        path: '/muszak/hatosagiellenorzes/lista.html',
        marker: 'NNGYK/E2E/2026',
        check: async (page) => expect(await page.$$eval('button, a', (els) => els.map((el) => el.textContent ?? ''))).toContain('Exportálás'),
      },
      { name: 'inspections-uj', path: '/muszak/hatosagiellenorzes/uj.html', marker: 'Új feladat' },
      {
        name: 'inspections-reszletek',
        path: `/muszak/hatosagiellenorzes/${inspectionId}.html`,
        marker: 'Lejárt',
        check: async (page) => expect(await page.$eval('body', (body) => body.textContent ?? '')).toContain('Mellékletek'),
      },
      { name: 'inspections-naptar', path: '/muszak/hatosagiellenorzes/naptar.html', marker: 'Hiányzó szappanadagoló' },
    ]);
  });
});
