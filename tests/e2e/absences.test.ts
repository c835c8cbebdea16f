// The absence screens (/hr/tavolletjelento: the HR month grid, new, details with a clash) and
// the day-off list for a school user at 1366×768 and 390 px: they render, the grid links the
// record, pages its people and finds one by name, and scrolls in its own box (no page scroll
// sideways), axe-core passes, screenshots saved.
import { beforeAll, describe, expect, it } from 'vitest';
import { login, authHeader } from '../helpers/server.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { e2eFile, walkScreens } from './browser.ts';

const e2e = e2eFile();

const ids: number[] = [];
const month = formatDate(new Date()).slice(0, 7);

beforeAll(async () => {
  const token = await login(e2e.server.app, 'igenylo.a@etanker.local');
  const owner = await e2e.server.services.prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true } });
  for (const [start, end] of [
    [`${month}-03`, `${month}-06`],
    [`${month}-05`, `${month}-05`],
  ]) {
    const created = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/hr/tavolletjelento/',
      headers: authHeader(token),
      payload: { user: owner.id, reason: 5, start_date: start, end_date: end },
    });
    expect(created.statusCode, created.body).toBe(201);
    ids.push(created.json<{ id: number }>().id);
  }
}, 120_000);

describe('absence screens', () => {
  it('month grid, new, details with its clash, day-off list at 1366 and 390 px', { timeout: 240_000 }, async () => {
    await walkScreens(e2e.browser, e2e.server.url, 'igenylo.a@etanker.local', [
      {
        name: 'absences-naptar',
        path: '/hr/tavolletjelento/naptar.html',
        marker: 'Nagy Eszter',
        check: async (page) => {
          expect(await page.$$eval(`a[href="/hr/tavolletjelento/${ids[0]}.html"]`, (links) => links.length)).toBe(1);
          expect(await page.$('nav[aria-label="Lapozás"]')).not.toBeNull();
          // The name search (without accents) narrows the grid to the matching people.
          await page.type('input[aria-label="Keresés név szerint"]', 'nagy eszter');
          await page.waitForFunction(() => {
            const names = Array.from(document.querySelectorAll('tbody th'), (th) => th.textContent ?? '');
            return names.length > 0 && names.every((name) => name.includes('Nagy Eszter'));
          });
          expect(await page.$$eval(`a[href="/hr/tavolletjelento/${ids[0]}.html"]`, (links) => links.length)).toBe(1);
        },
      },
      { name: 'absences-uj', path: '/hr/tavolletjelento/uj.html', marker: 'Új távollét' },
      { name: 'absences-reszletek', path: `/hr/tavolletjelento/${ids[1]}.html`, marker: 'Ütköző bejegyzések' },
      { name: 'day-offs-lista', path: '/hr/szabadsagok/lista.html', marker: 'Szabadságok' },
    ]);
  });
});
